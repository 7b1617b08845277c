import type { TableColumn } from '@altalena/ui';
import type { IntlShape } from 'react-intl';
import type { ListColumn } from '../types';

/**
 * The table columns of a list's columns, headers and cells in the UI's language. Sorting is offered only
 * where the table sorts (`sortable`); a related list's short table does not.
 */
export function tableColumnsOf<T>(
  columns: readonly ListColumn<T>[],
  intl: IntlShape,
  { sortable }: { sortable: boolean },
): TableColumn<T>[] {
  return columns.map((column) => ({
    id: column.id,
    header: intl.formatMessage({ id: column.header }),
    cell: (row) => column.cell(row, intl),
    ...(sortable ? { isSortable: column.sortable, width: column.width } : {}),
    align: column.align,
  }));
}
