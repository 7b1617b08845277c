import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@altalena/contracts';

/** Page sizes a list offers. */
export const pageSizes = [10, 25, 50, 100] as const;

/** The state of a list that lives in the URL: page, size, ordering, search and filters. */
export interface ListParams {
  page: number;
  pageSize: number;
  /** `name`, `-name`, or null for the resource's default. */
  ordering: string | null;
  search: string;
  /** Filter values by query parameter; absent when not set. */
  filters: Record<string, string>;
}

const positiveInt = (raw: string | null, fallback: number, max: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};

/** Reads a list's state from the URL's query string; unknown or broken values fall back to defaults. */
export function readListParams(
  search: URLSearchParams,
  filterParams: readonly string[],
): ListParams {
  const filters: Record<string, string> = {};
  for (const param of filterParams) {
    const value = search.get(param);
    if (value !== null && value !== '') filters[param] = value;
  }
  return {
    page: positiveInt(search.get('page'), 1, 100_000),
    pageSize: positiveInt(search.get('page_size'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    ordering: search.get('ordering') || null,
    search: search.get('search') ?? '',
    filters,
  };
}

/** Writes a list's state to a query string, leaving out defaults so that links stay short. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search.trim() !== '') search.set('search', params.search.trim());
  for (const [param, value] of Object.entries(params.filters)) search.set(param, value);
  if (params.ordering) search.set('ordering', params.ordering);
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('page_size', String(params.pageSize));
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** The API list query of a list's state. */
export function apiQueryOf(
  params: ListParams,
  defaultOrdering: string | undefined,
): Record<string, string | number> {
  const ordering = params.ordering ?? defaultOrdering;
  return {
    page: params.page,
    page_size: params.pageSize,
    ...(ordering ? { ordering } : {}),
    ...(params.search.trim() !== '' ? { search: params.search.trim() } : {}),
    ...params.filters,
  };
}

/** Whether the list is narrowed by a search or a filter (an empty answer is then "no results"). */
export const isFiltered = (params: ListParams): boolean =>
  params.search.trim() !== '' || Object.keys(params.filters).length > 0;

/** The sort descriptor of an ordering value (`-name` → name, descending). */
export function sortOf(ordering: string | null | undefined) {
  if (!ordering) return undefined;
  const first = ordering.split(',')[0] ?? '';
  return first.startsWith('-')
    ? { column: first.slice(1), direction: 'descending' as const }
    : { column: first, direction: 'ascending' as const };
}
