export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationItems } from './paginationItems';
export type { PaginationItem } from './paginationItems';
