import type { ListQuery, VersionedItem } from '@altalena/api-client';
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
} from '@altalena/ui';
import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../errorMessage';
import { pageSizes } from '../listParams';
import { tableColumnsOf } from '../private/tableColumns';
import type { ListColumn, ListFilter, ListResource, OrderingOf } from '../types';
import { useDocumentTitle } from '../useDocumentTitle';
import { useIsPhone } from '../useIsPhone';
import { useResourceList, type ResourceList } from '../useResourceList';
import { ListCards } from './ListCards';
import { ListFilters, TextFilter } from './ListFilters';
import * as styles from './ResourceListPage.css';

/** Props of {@link ResourceListPage}. */
export interface ResourceListPageProps<TItem extends VersionedItem, TQuery extends ListQuery> {
  /** The collection listed. */
  resource: ListResource<TItem, TQuery>;
  /** Page title, also the document title and the last breadcrumb. */
  titleId: AnyMessageId;
  /** Short text under the title. */
  descriptionId?: AnyMessageId;
  /** The columns; a sortable column's `id` is one of the resource's ordering fields. */
  columns: readonly ListColumn<TItem, NoInfer<TQuery>>[];
  /** The filters; each `param` is a parameter of the resource's list query. */
  filters?: readonly ListFilter<NoInfer<TQuery>>[];
  /** The API's ordering when the user chose none. */
  defaultOrdering?: OrderingOf<NoInfer<TQuery>>;
  /** Query parameters the screen always sends (e.g. the list a tab shows). */
  baseQuery?: NoInfer<TQuery>;
  /** Where the create action goes (a page); none without it or `onCreate`. */
  createHref?: string;
  /** What the create action does (a dialog). */
  onCreate?: () => void;
  /** Label of the create action. */
  createLabel?: AnyMessageId;
  /** Where a row leads (its detail). */
  rowHref?: (row: TItem) => string;
  /** What choosing a row does (an edit dialog), instead of `rowHref`. */
  onRowAction?: (row: TItem) => void;
  /** Title of the empty state (nothing recorded yet). */
  emptyTitle: AnyMessageId;
  /** Text of the empty state. */
  emptyDescription?: AnyMessageId;
  /** More actions in the header (beside create and export). */
  actions?: ReactNode;
  /** Shown above the table (e.g. a dialog the page opens). */
  children?: ReactNode;
  /** Another view of the page's rows, above the table (a map of the parks listed). */
  rowsView?: (rows: readonly TItem[]) => ReactNode;
}

/**
 * The list screen of a resource (docs/web.md#lists), the view of {@link useResourceList}: header with
 * export and create, search, filters, then the error, empty or no-results state, or the rows (a table,
 * cards on a phone) with pagination and page size. Rows open by pointer or keyboard.
 */
export function ResourceListPage<TItem extends VersionedItem, TQuery extends ListQuery>({
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
}: ResourceListPageProps<TItem, TQuery>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const heading = intl.formatMessage({ id: titleId });
  useDocumentTitle(heading);
  const list = useResourceList(resource, { filters, defaultOrdering, baseQuery });

  const createAction =
    createHref || onCreate ? (
      <Button
        {...(createHref ? { onPress: () => void navigate(createHref) } : { onPress: onCreate })}
      >
        <Icon name="plus" size="sm" />
        {intl.formatMessage({ id: createLabel })}
      </Button>
    ) : null;

  let body: ReactNode;
  switch (list.status) {
    case 'error':
      body = (
        <Alert tone="danger" title={intl.formatMessage({ id: 'web.list.loadFailed' })}>
          <p>{errorMessage(intl, list.error)}</p>
          <Button variant="secondary" onPress={list.retry}>
            {intl.formatMessage({ id: 'web.list.retry' })}
          </Button>
        </Alert>
      );
      break;
    case 'empty':
      body = (
        <EmptyState
          title={intl.formatMessage({ id: emptyTitle })}
          description={emptyDescription ? intl.formatMessage({ id: emptyDescription }) : undefined}
          action={createAction}
        />
      );
      break;
    case 'noResults':
      body = (
        <EmptyState
          title={intl.formatMessage({ id: 'web.list.noResults.title' })}
          description={intl.formatMessage({ id: 'web.list.noResults.description' })}
          action={
            <Button variant="secondary" onPress={list.clearFilters}>
              {intl.formatMessage({ id: 'web.list.clearFilters' })}
            </Button>
          }
        />
      );
      break;
    default:
      body = (
        <ListRows
          list={list}
          heading={heading}
          columns={columns}
          defaultOrdering={defaultOrdering}
          rowHref={rowHref}
          onRowAction={onRowAction}
          rowsView={rowsView}
        />
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
              isPending={list.isExporting}
              isDisabled={list.status === 'empty' || list.status === 'noResults'}
              onPress={() => void list.exportCsv()}
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
          value={list.params.search}
          onChange={list.setSearch}
        />
        <p role="status" aria-live="polite" className={styles.count}>
          {list.page !== undefined &&
            intl.formatMessage({ id: 'web.list.count' }, { count: list.page.count })}
        </p>
      </search>
      {filters.length > 0 && (
        <ListFilters filters={filters} values={list.params.filters} onChange={list.setFilter} />
      )}
      {body}
    </div>
  );
}

/** The rows of a list (a table, or cards on a phone), with pagination and page size. */
function ListRows<TItem extends VersionedItem, TQuery extends ListQuery>({
  list,
  heading,
  columns,
  defaultOrdering,
  rowHref,
  onRowAction,
  rowsView,
}: {
  list: ResourceList<TItem, TQuery>;
  heading: string;
  columns: readonly ListColumn<TItem, TQuery>[];
  defaultOrdering: string | undefined;
  rowHref: ((row: TItem) => string) | undefined;
  onRowAction: ((row: TItem) => void) | undefined;
  rowsView: ((rows: readonly TItem[]) => ReactNode) | undefined;
}) {
  const intl = useIntl();
  const isPhone = useIsPhone();
  const { page, params } = list;
  const rowAction = onRowAction
    ? (key: Key) => {
        const row = page?.results.find((item) => item.id === key);
        if (row) onRowAction(row);
      }
    : undefined;
  return (
    <>
      {page && rowsView?.(page.results)}
      {isPhone ? (
        <>
          <PhoneSort list={list} columns={columns} defaultOrdering={defaultOrdering} />
          <ListCards
            label={heading}
            columns={columns}
            rows={list.rows}
            isLoading={page === undefined}
            rowHref={rowHref}
            onRowAction={rowAction}
          />
        </>
      ) : (
        <Table
          aria-label={heading}
          columns={tableColumnsOf(columns, intl, { sortable: true })}
          rows={list.rows}
          isLoading={page === undefined}
          sortDescriptor={list.sort}
          onSortChange={(sort) =>
            list.setSort({ column: String(sort.column), direction: sort.direction })
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
            onPageChange={list.setPage}
          />
        )}
        <div className={styles.pageSize}>
          <Select
            label={intl.formatMessage({ id: 'web.list.pageSize' })}
            options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(params.pageSize)}
            onChange={(size) => list.setPageSize(Number(size))}
          />
        </div>
      </div>
    </>
  );
}

/**
 * On a phone the headers are not there to sort by: a select offers every sortable column both ways (and
 * the default ordering, when it is none of them). Nothing when there is no choice.
 */
function PhoneSort<TItem extends VersionedItem, TQuery extends ListQuery>({
  list,
  columns,
  defaultOrdering,
}: {
  list: ResourceList<TItem, TQuery>;
  columns: readonly ListColumn<TItem, TQuery>[];
  defaultOrdering: string | undefined;
}) {
  const intl = useIntl();
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
  if (sortOptions.length <= 1) return null;
  return (
    <div className={styles.pageSize}>
      <Select
        label={intl.formatMessage({ id: 'web.list.sortBy' })}
        options={sortOptions}
        value={list.ordering}
        onChange={list.setOrdering}
      />
    </div>
  );
}
