export { Table } from './Table';
export type { TableProps, TableColumn, TableSortDescriptor, TableSelection } from './Table';
