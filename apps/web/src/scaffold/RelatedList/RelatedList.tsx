import type { ListQuery, VersionedItem } from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import { Alert, Link, Stack, Table } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { errorMessage } from '../errorMessage';
import { tableColumnsOf } from '../private/tableColumns';
import type { ListColumn, ListResource } from '../types';
import { useListPage } from '../useResourceList';
import * as styles from './RelatedList.css';

/** How many related records a detail screen shows before "see all". */
const RELATED_PAGE_SIZE = 10;

/** Props of {@link RelatedList}. */
export interface RelatedListProps<TItem extends VersionedItem, TQuery extends ListQuery> {
  /** The collection the related records are in. */
  resource: ListResource<TItem, TQuery>;
  /** The filter that relates the records to the one shown, e.g. `{ customer_id: 3 }`. */
  query: NoInfer<TQuery>;
  /** Accessible name of the table. */
  labelId: AnyMessageId;
  /** The columns (a related list is not sorted: `sortable` is ignored). */
  columns: readonly ListColumn<TItem>[];
  /** Where a row leads; rows are plain when omitted. */
  rowHref?: (row: TItem) => string;
  /** The full list filtered the same way ("see all"). */
  allHref?: string;
  /** Shown when there is none. */
  emptyText: AnyMessageId;
}

/** A short list of the records related to a detail screen's record, each linked, with "see all". */
export function RelatedList<TItem extends VersionedItem, TQuery extends ListQuery>({
  resource,
  query,
  labelId,
  columns,
  rowHref,
  allHref,
  emptyText,
}: RelatedListProps<TItem, TQuery>) {
  const intl = useIntl();
  const { page, isError, error } = useListPage(resource, {
    ...query,
    page_size: RELATED_PAGE_SIZE,
  });
  if (isError) return <Alert tone="danger">{errorMessage(intl, error)}</Alert>;
  return (
    <Stack space="sm">
      <Table
        aria-label={intl.formatMessage({ id: labelId })}
        columns={tableColumnsOf(columns, intl, { sortable: false })}
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
