import { resourceQueries, type ListQuery, type VersionedItem } from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import {
  Alert,
  Breadcrumbs,
  Button,
  EmptyState,
  Icon,
  PageHeader,
  Pagination,
  Select,
  Table,
  useToast,
  type TableColumn,
} from '@altalena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../errorMessage';
import { apiQueryOf, isFiltered, pageSizes, sortOf } from '../listParams';
import { downloadFile } from '../private/downloadFile';
import type { AnyResource, ListColumn, ListFilter } from '../types';
import { useDocumentTitle } from '../useDocumentTitle';
import { useListParams } from '../useListParams';
import { useIsPhone } from '../useIsPhone';
import { ListCards } from './ListCards';
import { ListFilters, TextFilter } from './ListFilters';
import * as styles from './ResourceListPage.css';

/** Props of {@link ResourceListPage}. */
export interface ResourceListPageProps<T extends VersionedItem> {
  /** The collection listed. */
  resource: AnyResource<T>;
  /** Page title, also the document title and the last breadcrumb. */
  titleId: AnyMessageId;
  /** Short text under the title. */
  descriptionId?: AnyMessageId;
  columns: readonly ListColumn<T>[];
  filters?: readonly ListFilter[];
  /** The API's ordering when the user chose none. */
  defaultOrdering?: string;
  /** Query parameters the screen always sends (e.g. the list a tab shows). */
  baseQuery?: ListQuery;
  /** Where the create action goes (a page), or what it does (a dialog); none without either. */
  createHref?: string;
  onCreate?: () => void;
  /** Label of the create action. */
  createLabel?: AnyMessageId;
  /** Where a row leads (its detail), or what choosing it does (an edit dialog). */
  rowHref?: (row: T) => string;
  onRowAction?: (row: T) => void;
  /** Texts of the empty state (nothing recorded yet). */
  emptyTitle: AnyMessageId;
  emptyDescription?: AnyMessageId;
  /** More actions in the header (beside create and export). */
  actions?: ReactNode;
  /** Shown above the table (e.g. a dialog the page opens). */
  children?: ReactNode;
  /** Another view of the page's rows, above the table (a map of the parks listed). */
  rowsView?: (rows: readonly T[]) => ReactNode;
}

/**
 * The list screen of a resource (docs/web.md#lists): server-side pagination, ordering, search and filters
 * kept in the URL; loading, empty, no-results and error states; rows open by pointer or keyboard; CSV
 * export of the current filter.
 */
export function ResourceListPage<T extends VersionedItem>({
  resource,
  titleId,
  descriptionId,
  columns,
  filters = [],
  defaultOrdering,
  baseQuery,
  createHref,
  onCreate,
  createLabel = 'web.list.create',
  rowHref,
  onRowAction,
  emptyTitle,
  emptyDescription,
  actions,
  children,
  rowsView,
}: ResourceListPageProps<T>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const heading = intl.formatMessage({ id: titleId });
  useDocumentTitle(heading);
  const { params, update } = useListParams(filters.map((filter) => filter.param));
  const query = { ...apiQueryOf(params, defaultOrdering), ...baseQuery };
  const list = useQuery({
    ...resourceQueries(resource).list(query),
    // While the next page loads, the current one stays (no flash of skeletons).
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const isPhone = useIsPhone();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const answer = await resource.exportCsv(query);
      if (answer.error) throw answer;
      downloadFile(answer.data.blob, answer.data.filename ?? 'export.csv');
    } catch {
      toast.show({ tone: 'error', message: intl.formatMessage({ id: 'web.list.exportFailed' }) });
    } finally {
      setExporting(false);
    }
  };

  const createAction =
    createHref || onCreate ? (
      <Button
        {...(createHref ? { onPress: () => void navigate(createHref) } : { onPress: onCreate })}
      >
        <Icon name="plus" size="sm" />
        {intl.formatMessage({ id: createLabel })}
      </Button>
    ) : null;

  const tableColumns: TableColumn<T>[] = columns.map((column) => ({
    id: column.id,
    header: intl.formatMessage({ id: column.header }),
    cell: (row) => column.cell(row, intl),
    isSortable: column.sortable,
    align: column.align,
    width: column.width,
  }));

  // On a phone the headers are not there to sort by: a select offers every sortable column both ways.
  const columnSorts = columns
    .filter((column) => column.sortable)
    .flatMap((column) =>
      (['ascending', 'descending'] as const).map((direction) => ({
        value: `${direction === 'descending' ? '-' : ''}${column.id}`,
        label: intl.formatMessage(
          { id: 'web.list.sortOption' },
          { column: intl.formatMessage({ id: column.header }), direction },
        ),
      })),
    );
  const defaultSort = defaultOrdering ?? '';
  const sortOptions = columnSorts.some((option) => option.value === defaultSort)
    ? columnSorts
    : [
        { value: defaultSort, label: intl.formatMessage({ id: 'web.list.sortDefault' }) },
        ...columnSorts,
      ];

  const filtered = isFiltered(params);
  const page = list.data;
  const rowAction = onRowAction
    ? (key: Key) => {
        const row = page?.results.find((item) => item.id === key);
        if (row) onRowAction(row);
      }
    : undefined;
  const empty = page !== undefined && page.count === 0;

  let body: ReactNode;
  if (list.isError && page === undefined) {
    body = (
      <Alert tone="danger" title={intl.formatMessage({ id: 'web.list.loadFailed' })}>
        <p>{errorMessage(intl, list.error)}</p>
        <Button variant="secondary" onPress={() => void list.refetch()}>
          {intl.formatMessage({ id: 'web.list.retry' })}
        </Button>
      </Alert>
    );
  } else if (empty && !filtered) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: emptyTitle })}
        description={emptyDescription ? intl.formatMessage({ id: emptyDescription }) : undefined}
        action={createAction}
      />
    );
  } else if (empty) {
    body = (
      <EmptyState
        title={intl.formatMessage({ id: 'web.list.noResults.title' })}
        description={intl.formatMessage({ id: 'web.list.noResults.description' })}
        action={
          <Button variant="secondary" onPress={() => update({ search: '', filters: {} })}>
            {intl.formatMessage({ id: 'web.list.clearFilters' })}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {page && rowsView?.(page.results)}
        {isPhone ? (
          <>
            {sortOptions.length > 1 && (
              <div className={styles.pageSize}>
                <Select
                  label={intl.formatMessage({ id: 'web.list.sortBy' })}
                  options={sortOptions}
                  value={params.ordering ?? defaultSort}
                  onChange={(ordering) => update({ ordering: ordering || null })}
                />
              </div>
            )}
            <ListCards
              label={heading}
              columns={columns}
              rows={page?.results ?? []}
              isLoading={page === undefined}
              rowHref={rowHref}
              onRowAction={rowAction}
            />
          </>
        ) : (
          <Table
            aria-label={heading}
            columns={tableColumns}
            rows={page?.results ?? []}
            isLoading={page === undefined}
            sortDescriptor={sortOf(params.ordering ?? defaultOrdering)}
            onSortChange={(sort) =>
              update({
                ordering: `${sort.direction === 'descending' ? '-' : ''}${String(sort.column)}`,
              })
            }
            rowHref={onRowAction ? undefined : rowHref}
            onRowAction={rowAction}
          />
        )}
        <div className={styles.footer}>
          {page !== undefined && (
            <Pagination
              page={params.page}
              total={page.count}
              pageSize={params.pageSize}
              onPageChange={(next) => update({ page: next }, { push: true })}
            />
          )}
          <div className={styles.pageSize}>
            <Select
              label={intl.formatMessage({ id: 'web.list.pageSize' })}
              options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(params.pageSize)}
              onChange={(size) => update({ pageSize: Number(size) })}
            />
          </div>
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={heading}
        description={descriptionId ? intl.formatMessage({ id: descriptionId }) : undefined}
        breadcrumbs={<Breadcrumbs items={[{ id: 'list', label: heading }]} />}
        actions={
          <div className={styles.actions}>
            {actions}
            <Button
              variant="secondary"
              isPending={exporting}
              isDisabled={empty}
              onPress={() => void exportCsv()}
            >
              <Icon name="download" size="sm" />
              {intl.formatMessage({ id: 'web.list.exportCsv' })}
            </Button>
            {createAction}
          </div>
        }
      />
      {children}
      <search
        className={styles.toolbar}
        aria-label={intl.formatMessage({ id: 'web.list.searchArea' })}
      >
        <TextFilter
          label={intl.formatMessage({ id: 'web.list.search' })}
          value={params.search}
          onChange={(text) => update({ search: text })}
        />
        <p role="status" aria-live="polite" className={styles.count}>
          {page !== undefined &&
            intl.formatMessage({ id: 'web.list.count' }, { count: page.count })}
        </p>
      </search>
      {filters.length > 0 && (
        <ListFilters
          filters={filters}
          values={params.filters}
          onChange={(param, value) => {
            const next = { ...params.filters };
            if (value === null) delete next[param];
            else next[param] = value;
            update({ filters: next });
          }}
        />
      )}
      {body}
    </div>
  );
}
