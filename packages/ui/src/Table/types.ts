import type { ReactNode } from 'react';
import type {
  Key,
  Selection,
  SortDescriptor,
  TableProps as AriaTableProps,
} from 'react-aria-components';

/** One column of a {@link Table}. */
export interface TableColumn<T> {
  /** Unique id; also the `column` of the sort descriptor. */
  id: string;
  /** Header content. */
  header: ReactNode;
  /** Content of this column's cell for a row. */
  cell: (row: T) => ReactNode;
  /** Whether pressing the header asks to sort by this column. */
  isSortable?: boolean;
  /** Width as CSS (e.g. `'12rem'`, `'20%'`). */
  width?: string;
  /** Align numbers and amounts to the end. */
  align?: 'start' | 'end';
  /** The column that names a row for screen readers; the first column by default. */
  isRowHeader?: boolean;
}

/** Props of {@link Table}. */
export interface TableProps<T extends { id: Key }> extends Pick<
  AriaTableProps,
  | 'sortDescriptor'
  | 'onSortChange'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disabledKeys'
  | 'onRowAction'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'className'
> {
  /** The columns, in display order. */
  columns: TableColumn<T>[];
  /** The rows of the current page; each needs an `id`. */
  rows: readonly T[];
  /**
   * Where a row leads: its row header becomes a link (open in a new tab, copy the address…) and a press
   * anywhere on the row follows it. Takes the place of `onRowAction`.
   */
  rowHref?: (row: T) => string;
  /** Show skeleton rows instead of `rows` and mark the table busy. */
  isLoading?: boolean;
  /** How many skeleton rows to show while loading; 5 by default. */
  skeletonRows?: number;
  /** Shown in a full-width row when there are no rows; "No results" by default. */
  emptyState?: ReactNode;
}

/** The sort state of a {@link Table}: the column id and the direction. */
export type TableSortDescriptor = SortDescriptor;
/** The selected rows of a {@link Table}: a set of their keys, or `'all'`. */
export type TableSelection = Selection;
