import type { Key } from 'react-aria-components';
import { GridTable } from './GridTable';
import { StaticTable } from './StaticTable';
import type { TableProps } from './types';

export type { TableColumn, TableProps, TableSelection, TableSortDescriptor } from './types';

/**
 * A data table: sortable columns (aria-sort), rows that open by link or action, skeleton rows while
 * loading, an empty state, horizontal scroll on narrow screens. Without selection it is a plain HTML
 * table whose row headers are the rows' links; with `selectionMode` single or multiple it is
 * react-aria's grid, with a checkbox on each row.
 */
export function Table<T extends { id: Key }>(props: TableProps<T>) {
  return props.selectionMode === 'single' || props.selectionMode === 'multiple' ? (
    <GridTable {...props} />
  ) : (
    <StaticTable {...props} />
  );
}
