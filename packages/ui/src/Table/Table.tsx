import { lazy, Suspense, type ComponentType } from 'react';
import type { Key } from 'react-aria-components';
import { StaticTable } from './StaticTable';
import type { TableProps } from './types';

export type { TableColumn, TableProps, TableSelection, TableSortDescriptor } from './types';

// The grid (react-aria's Table, its collection and selection) is its own chunk: only tables whose rows
// are selected load it, and every list of the app stays without it.
const GridTable = lazy(() =>
  import('./GridTable').then((module) => ({
    default: module.GridTable as ComponentType<TableProps<{ id: Key }>>,
  })),
);

/**
 * A data table: sortable columns (aria-sort), rows that open by link or action, skeleton rows while
 * loading, an empty state, horizontal scroll on narrow screens. Without selection it is a plain HTML
 * table whose row headers are the rows' links; with `selectionMode` single or multiple it is
 * react-aria's grid, with a checkbox on each row (loaded on first use, skeleton rows meanwhile).
 */
export function Table<T extends { id: Key }>(props: TableProps<T>) {
  if (props.selectionMode !== 'single' && props.selectionMode !== 'multiple')
    return <StaticTable {...props} />;
  const gridProps = props as unknown as TableProps<{ id: Key }>;
  return (
    <Suspense fallback={<StaticTable {...gridProps} selectionMode="none" isLoading />}>
      <GridTable {...gridProps} />
    </Suspense>
  );
}
