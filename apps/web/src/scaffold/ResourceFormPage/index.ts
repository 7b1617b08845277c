export { ResourceFormPage } from './ResourceFormPage';
export type { ResourceFormPageProps } from './ResourceFormPage';
export { ConflictDialog } from './ConflictDialog';
export type { ConflictDialogProps, ConflictField } from './ConflictDialog';
export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
export { useResourceForm } from './useResourceForm';
export type { ResourceFormOptions } from './useResourceForm';
