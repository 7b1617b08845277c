export { ResourceDetailPage } from './ResourceDetailPage';
export type { ResourceDetailPageProps } from './ResourceDetailPage';
export { DetailSection } from './DetailFields';
export type { DetailField } from './DetailFields';
