import { resourceQueries, type ListQuery, type VersionedItem } from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import { Alert, Link, Stack, Table, type TableColumn } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorMessage } from '../errorMessage';
import type { AnyResource, ListColumn } from '../types';
import * as styles from './RelatedList.css';

/** How many related records a detail screen shows before "see all". */
const RELATED_PAGE_SIZE = 10;

/** Props of {@link RelatedList}. */
export interface RelatedListProps<T extends VersionedItem> {
  resource: AnyResource<T>;
  /** The filter that relates the records to the one shown, e.g. `{ customer_id: 3 }`. */
  query: ListQuery;
  /** Accessible name of the table. */
  labelId: AnyMessageId;
  columns: readonly ListColumn<T>[];
  /** Where a row leads; rows are plain when omitted. */
  rowHref?: (row: T) => string;
  /** The full list filtered the same way ("see all"). */
  allHref?: string;
  /** Shown when there is none. */
  emptyText: AnyMessageId;
}

/** A short list of the records related to a detail screen's record, each linked, with "see all". */
export function RelatedList<T extends VersionedItem>({
  resource,
  query,
  labelId,
  columns,
  rowHref,
  allHref,
  emptyText,
}: RelatedListProps<T>) {
  const intl = useIntl();
  const list = useQuery(resourceQueries(resource).list({ ...query, page_size: RELATED_PAGE_SIZE }));
  if (list.isError) return <Alert tone="danger">{errorMessage(intl, list.error)}</Alert>;
  const tableColumns: TableColumn<T>[] = columns.map((column) => ({
    id: column.id,
    header: intl.formatMessage({ id: column.header }),
    cell: (row) => column.cell(row, intl),
    align: column.align,
  }));
  const page = list.data;
  return (
    <Stack space="sm">
      <Table
        aria-label={intl.formatMessage({ id: labelId })}
        columns={tableColumns}
        rows={page?.results ?? []}
        isLoading={page === undefined}
        skeletonRows={3}
        emptyState={<p className={styles.empty}>{intl.formatMessage({ id: emptyText })}</p>}
        rowHref={rowHref}
      />
      {allHref && page !== undefined && page.count > 0 && (
        <Link href={allHref} variant="standalone">
          {intl.formatMessage({ id: 'web.detail.seeAll' }, { count: page.count })}
        </Link>
      )}
    </Stack>
  );
}
