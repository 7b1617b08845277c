export { ResourceListPage } from './ResourceListPage';
export type { ResourceListPageProps } from './ResourceListPage';
