export { ResourceDetailPage } from './ResourceDetailPage';
export type { ResourceDetailPageProps } from './ResourceDetailPage';
export { DetailSection } from './DetailFields';
export { NewRecordButton } from './NewRecordButton';
export type { NewRecordButtonProps } from './NewRecordButton';
export type { DetailField } from './DetailFields';
