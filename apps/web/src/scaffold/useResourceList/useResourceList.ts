import type { ListQuery, VersionedItem } from '@altalena/api-client';
import type { Page } from '@altalena/contracts';
import { useToast } from '@altalena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiQueryOf, isFiltered, sortOf, type ListParams } from '../listParams';
import { downloadFile } from '../private/downloadFile';
import type { FilterParam, ListFilter, ListResource, OrderingOf } from '../types';
import { useListParams } from '../useListParams';
import { useListPage } from './useListPage';

/** Options of {@link useResourceList}. */
export interface ResourceListOptions<TQuery extends ListQuery> {
  /** The list's filters; their `param`s are read from and written to the URL. */
  filters?: readonly ListFilter<TQuery>[];
  /** The API's ordering when the user chose none. */
  defaultOrdering?: OrderingOf<TQuery>;
  /** Query parameters always sent (e.g. the list a tab shows); not counted as a filter. */
  baseQuery?: TQuery;
}

/**
 * What the list shows: `error` (the first page failed), `empty` (nothing recorded), `noResults` (nothing
 * matches the search or filters), `loading` (no page yet) or `ready`.
 */
export type ResourceListStatus = 'error' | 'empty' | 'noResults' | 'loading' | 'ready';

/** A column and direction the list is sorted by. */
export interface ListSort {
  column: string;
  direction: 'ascending' | 'descending';
}

/** What {@link useResourceList} answers: the list's state, its data and every change it offers. */
export interface ResourceList<TItem, TQuery extends ListQuery> {
  /** The list's state as the URL holds it. */
  params: ListParams;
  /** The API query sent for the page (the URL's state over the default ordering, then `baseQuery`). */
  query: TQuery;
  /** The page shown; undefined until the first arrives. */
  page: Page<TItem> | undefined;
  /** The rows of the page shown (none while loading). */
  rows: readonly TItem[];
  status: ResourceListStatus;
  /** Why the page failed (with `status: 'error'`). */
  error: Error | null;
  /** Asks for the page again. */
  retry: () => void;
  /** Narrowed by a search or a filter. */
  isFiltered: boolean;
  /** The ordering in force: the user's, else the default ('' with neither). */
  ordering: string;
  /** The column and direction of `ordering`. */
  sort: ListSort | undefined;
  /** Sorts by a column (and goes back to page 1). */
  setSort: (sort: ListSort) => void;
  /** Sets the ordering; null is the default (and goes back to page 1). */
  setOrdering: (ordering: string | null) => void;
  /** Shows another page (a new history entry, so back returns to this one). */
  setPage: (page: number) => void;
  /** Shows `size` rows a page, from page 1. */
  setPageSize: (size: number) => void;
  /** Searches the text, from page 1. */
  setSearch: (text: string) => void;
  /** Sets a filter's value, or removes it with null, from page 1. */
  setFilter: (param: FilterParam<TQuery>, value: string | null) => void;
  /** Removes the search and every filter. */
  clearFilters: () => void;
  /** Downloads the CSV of every row matching the current filter; a toast tells a failure. */
  exportCsv: () => Promise<void>;
  /** A CSV export is under way. */
  isExporting: boolean;
}

/**
 * The controller of a resource list, with no markup (docs/web.md#lists): the state in the URL (page, size,
 * ordering, search, filters), the page of the API query it gives, what the list shows
 * (error, empty, no results, loading, ready), and the CSV export of the current filter.
 * `ResourceListPage` is its view.
 */
export function useResourceList<TItem extends VersionedItem, TQuery extends ListQuery>(
  resource: ListResource<TItem, TQuery>,
  { filters = [], defaultOrdering, baseQuery }: ResourceListOptions<TQuery> = {},
): ResourceList<TItem, TQuery> {
  const intl = useIntl();
  const toast = useToast();
  const { params, update } = useListParams(filters.map((filter) => filter.param));
  // The URL's values are the API's to judge (a bad one is its 400, shown as the error state).
  const query = { ...apiQueryOf(params, defaultOrdering), ...baseQuery } as TQuery;
  const { page, isError, error, retry } = useListPage(resource, query, { keepPrevious: true });
  const [isExporting, setExporting] = useState(false);

  const filtered = isFiltered(params);
  const empty = page !== undefined && page.count === 0;
  const status: ResourceListStatus =
    isError && page === undefined
      ? 'error'
      : empty
        ? filtered
          ? 'noResults'
          : 'empty'
        : page === undefined
          ? 'loading'
          : 'ready';

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

  return {
    params,
    query,
    page,
    rows: page?.results ?? [],
    status,
    error,
    retry,
    isFiltered: filtered,
    ordering: params.ordering ?? defaultOrdering ?? '',
    sort: sortOf(params.ordering ?? defaultOrdering),
    setSort: (sort) =>
      update({ ordering: `${sort.direction === 'descending' ? '-' : ''}${sort.column}` }),
    setOrdering: (ordering) => update({ ordering: ordering || null }),
    setPage: (next) => update({ page: next }, { push: true }),
    setPageSize: (size) => update({ pageSize: size }),
    setSearch: (text) => update({ search: text }),
    setFilter: (param, value) => {
      const next = { ...params.filters };
      if (value === null) delete next[param];
      else next[param] = value;
      update({ filters: next });
    },
    clearFilters: () => update({ search: '', filters: {} }),
    exportCsv,
    isExporting,
  };
}
