export { Columns, Column } from './Columns';
export type {
  ColumnsProps,
  ColumnsBreakpoint,
  ColumnsAlignY,
  ColumnProps,
  ColumnWidth,
} from './Columns';
