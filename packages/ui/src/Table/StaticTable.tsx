import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton, type Key } from 'react-aria-components';
import { cx } from '../cx';
import { Link } from '../Link';
import { Skeleton } from '../Skeleton';
import { rowHeaderIndexOf } from './rowHeader';
import { SortIcon } from './SortIcon';
import * as css from './Table.css';
import type { TableColumn, TableProps } from './types';

/** Controls inside a row that a press on the row must leave to themselves. */
const OWN_CONTROL = 'a, button, input, select, textarea, label, [role="switch"], [role="checkbox"]';

/** A press on a row, outside its controls and not the end of a text selection, follows its row header. */
function followRow(event: MouseEvent<HTMLTableRowElement>) {
  if ((event.target as Element).closest(OWN_CONTROL)) return;
  if (window.getSelection()?.isCollapsed === false) return;
  event.currentTarget
    .querySelector<HTMLElement>(':scope > th[scope="row"] :is(a, button)')
    ?.click();
}

/**
 * The {@link Table} of rows that are read and opened, not selected: a plain HTML table. Each row's row
 * header is its link (or button), reached with Tab; sortable headers are buttons. It renders a page of
 * rows several times faster than react-aria's grid, which lists on phones need.
 */
export function StaticTable<T extends { id: Key }>({
  columns,
  rows,
  isLoading = false,
  skeletonRows = 5,
  emptyState,
  sortDescriptor,
  onSortChange,
  onRowAction,
  rowHref,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
}: TableProps<T>) {
  const intl = useIntl();
  const rowHeaderIndex = rowHeaderIndexOf(columns);
  const actionable = Boolean(rowHref ?? onRowAction);
  const alignOf = (column: TableColumn<T>) => column.align === 'end' && css.alignEnd;
  const directionOf = (column: TableColumn<T>) =>
    sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;

  const rowAction = (row: T, content: ReactNode) => {
    if (rowHref)
      return (
        <Link href={rowHref(row)} variant="standalone" className={css.rowLink}>
          {content}
        </Link>
      );
    if (onRowAction)
      return (
        <AriaButton className={css.rowLink} onPress={() => onRowAction(row.id)}>
          {content}
        </AriaButton>
      );
    return content;
  };

  // A table that scrolls sideways must be reachable from the keyboard; one with links or sort buttons is
  // (not while its rows are loading or when it has none: then it has no links yet).
  const hasLinks = actionable && !isLoading && rows.length > 0;
  const hasControls = hasLinks || columns.some((column) => column.isSortable);
  return (
    <div
      className={css.scroller}
      {...(hasControls
        ? {}
        : {
            tabIndex: 0,
            role: 'group',
            'aria-label': ariaLabel,
            'aria-labelledby': ariaLabelledby,
          })}
    >
      <span role="status" className={css.visuallyHidden}>
        {isLoading ? intl.formatMessage({ id: 'ui.table.loading' }) : ''}
      </span>
      <table
        className={cx(css.table, typeof className === 'string' && className)}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        aria-describedby={ariaDescribedby}
        aria-busy={isLoading || undefined}
      >
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = directionOf(column);
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.isSortable ? (direction ?? 'none') : undefined}
                  style={column.width ? { width: column.width } : undefined}
                  className={cx(
                    column.isSortable ? css.sortableColumn : css.column,
                    alignOf(column),
                  )}
                  // On the cell, so that a press on its edge sorts too; the button's own click reaches it.
                  onClick={
                    column.isSortable
                      ? () =>
                          onSortChange?.({
                            column: column.id,
                            direction: direction === 'ascending' ? 'descending' : 'ascending',
                          })
                      : undefined
                  }
                >
                  {column.isSortable ? (
                    <button type="button" className={css.sortButton}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    <span className={css.columnContent}>{column.header}</span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            Array.from({ length: skeletonRows }, (_, rowIndex) => (
              <tr key={rowIndex} className={css.row}>
                {columns.map((column, index) =>
                  index === rowHeaderIndex ? (
                    <th key={column.id} scope="row" className={css.rowHeader}>
                      <Skeleton />
                      <span className={css.visuallyHidden}>
                        {intl.formatMessage({ id: 'ui.table.loading' })}
                      </span>
                    </th>
                  ) : (
                    <td key={column.id} className={css.cell}>
                      <Skeleton />
                    </td>
                  ),
                )}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr className={css.row}>
              <td colSpan={columns.length} className={css.emptyCell}>
                {emptyState ?? (
                  <div className={css.defaultEmpty}>
                    {intl.formatMessage({ id: 'ui.table.empty' })}
                  </div>
                )}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.id}
                className={css.row}
                data-actionable={actionable || undefined}
                onClick={actionable ? followRow : undefined}
              >
                {columns.map((column, index) =>
                  index === rowHeaderIndex ? (
                    <th key={column.id} scope="row" className={cx(css.rowHeader, alignOf(column))}>
                      {rowAction(row, column.cell(row))}
                    </th>
                  ) : (
                    <td key={column.id} className={cx(css.cell, alignOf(column))}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
