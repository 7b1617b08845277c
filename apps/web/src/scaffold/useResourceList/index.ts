export { useResourceList } from './useResourceList';
export type {
  ListSort,
  ResourceList,
  ResourceListOptions,
  ResourceListStatus,
} from './useResourceList';
export { useListPage } from './useListPage';
export type { ListPage } from './useListPage';
