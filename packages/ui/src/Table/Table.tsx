import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { Skeleton } from '../Skeleton';
import { SelectionCheckbox } from './SelectionCheckbox';
import * as css from './Table.css';

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
  /** Show skeleton rows instead of `rows` and mark the table busy. */
  isLoading?: boolean;
  /** How many skeleton rows to show while loading; 5 by default. */
  skeletonRows?: number;
  /** Shown in a full-width row when there are no rows; "No results" by default. */
  emptyState?: ReactNode;
}

/** The sort state of a {@link Table}: the column id and the direction. */
export type { SortDescriptor as TableSortDescriptor, Selection as TableSelection };

const SKELETON_PREFIX = '__skeleton-';

function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  return (
    <span className={css.sortIcon} aria-hidden="true">
      <svg width="100%" height="100%" viewBox="0 0 16 16" fill="currentColor">
        {direction !== 'descending' && <path d="M8 2l4 5H4z" opacity={direction ? 1 : 0.4} />}
        {direction !== 'ascending' && <path d="M8 14l4-5H4z" opacity={direction ? 1 : 0.4} />}
      </svg>
    </span>
  );
}

/**
 * A data table on react-aria's Table: sortable columns (aria-sort), single or multiple selection with
 * checkboxes, skeleton rows while loading, an empty state, horizontal scroll on narrow screens.
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  isLoading = false,
  skeletonRows = 5,
  emptyState,
  selectionMode = 'none',
  disabledKeys,
  className,
  ...props
}: TableProps<T>) {
  const intl = useIntl();
  const hasSelection = selectionMode !== 'none';
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((c) => c.isRowHeader),
  );
  const skeletonKeys = Array.from(
    { length: isLoading ? skeletonRows : 0 },
    (_, i) => `${SKELETON_PREFIX}${i}`,
  );
  const allDisabled = isLoading ? [...skeletonKeys, ...(disabledKeys ?? [])] : disabledKeys;

  return (
    <div className={css.scroller}>
      <span role="status" className={css.visuallyHidden}>
        {isLoading ? intl.formatMessage({ id: 'ui.table.loading' }) : ''}
      </span>
      <AriaTable
        {...props}
        selectionMode={selectionMode}
        disabledKeys={allDisabled}
        className={[css.table, className].filter(Boolean).join(' ')}
        // react-aria's Table does not forward aria-busy; it renders a <table> when not virtualized.
        render={(domProps) => (
          <table {...(domProps as ComponentProps<'table'>)} aria-busy={isLoading || undefined} />
        )}
      >
        <TableHeader>
          {hasSelection && (
            <Column className={[css.column, css.checkboxCell].join(' ')}>
              {selectionMode === 'multiple' ? (
                <SelectionCheckbox />
              ) : (
                <span className={css.visuallyHidden}>
                  {intl.formatMessage({ id: 'ui.table.selection' })}
                </span>
              )}
            </Column>
          )}
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={index === rowHeaderIndex}
              allowsSorting={column.isSortable}
              style={column.width ? { width: column.width } : undefined}
              className={[css.column, column.align === 'end' ? css.alignEnd : '']
                .filter(Boolean)
                .join(' ')}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={css.columnContent}>
                  {column.header}
                  {allowsSorting && <SortIcon direction={sortDirection} />}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          renderEmptyState={() =>
            emptyState ?? (
              <div className={css.defaultEmpty}>{intl.formatMessage({ id: 'ui.table.empty' })}</div>
            )
          }
        >
          {isLoading
            ? skeletonKeys.map((key) => (
                <Row key={key} id={key} className={css.row}>
                  {hasSelection && <Cell className={[css.cell, css.checkboxCell].join(' ')} />}
                  {columns.map((column, index) => (
                    <Cell key={column.id} className={css.cell}>
                      <Skeleton />
                      {/* A row header must not be empty; the skeleton itself is hidden. */}
                      {index === rowHeaderIndex && (
                        <span className={css.visuallyHidden}>
                          {intl.formatMessage({ id: 'ui.table.loading' })}
                        </span>
                      )}
                    </Cell>
                  ))}
                </Row>
              ))
            : rows.map((row) => (
                <Row key={row.id} id={row.id} className={css.row}>
                  {hasSelection && (
                    <Cell className={[css.cell, css.checkboxCell].join(' ')}>
                      <SelectionCheckbox />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      className={[css.cell, column.align === 'end' ? css.alignEnd : '']
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              ))}
        </TableBody>
      </AriaTable>
    </div>
  );
}
