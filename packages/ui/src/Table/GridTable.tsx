import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
} from 'react-aria-components';
import { cx } from '../cx';
import { Skeleton } from '../Skeleton';
import { SelectionCheckbox } from './SelectionCheckbox';
import { rowHeaderIndexOf } from './rowHeader';
import { SortIcon } from './SortIcon';
import * as css from './Table.css';
import type { TableProps } from './types';

const SKELETON_PREFIX = '__skeleton-';

/**
 * The {@link Table} of rows that can be selected: react-aria's grid, with checkboxes, arrow-key
 * navigation between cells and selection state on each row.
 */
export function GridTable<T extends { id: Key }>({
  columns,
  rows,
  isLoading = false,
  skeletonRows = 5,
  emptyState,
  selectionMode = 'none',
  disabledKeys,
  className,
  rowHref,
  ...props
}: TableProps<T>) {
  const intl = useIntl();
  const hasSelection = selectionMode !== 'none';
  const rowHeaderIndex = rowHeaderIndexOf(columns);
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
        className={cx(css.table, typeof className === 'string' && className)}
        // react-aria's Table does not forward aria-busy; it renders a <table> when not virtualized.
        render={(domProps) => (
          <table {...(domProps as ComponentProps<'table'>)} aria-busy={isLoading || undefined} />
        )}
      >
        <TableHeader>
          {hasSelection && (
            <Column className={cx(css.column, css.checkboxCell)}>
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
              className={cx(css.column, column.align === 'end' && css.alignEnd)}
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
                  {hasSelection && <Cell className={cx(css.cell, css.checkboxCell)} />}
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
                <Row key={row.id} id={row.id} href={rowHref?.(row)} className={css.row}>
                  {hasSelection && (
                    <Cell className={cx(css.cell, css.checkboxCell)}>
                      <SelectionCheckbox />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      className={cx(css.cell, column.align === 'end' && css.alignEnd)}
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
