export { ResourceDialogForm } from './ResourceDialogForm';
export type { ResourceDialogFormProps } from './ResourceDialogForm';
