import type { DataTag, QueryKey } from '@tanstack/query-core';
import { parseRetryAfter } from '../retry';
import type { ApiFailure, ApiResponse } from '../types';

/**
 * A failed answer thrown out of a query or mutation function; `response` keeps the error key and fields,
 * `retryAfterMs` the wait its `Retry-After` asks for.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** The failed answer: status, `detail` key and field errors. */
  readonly response: ApiFailure;
  /**
   * Milliseconds the server asked to wait before trying again (its `Retry-After`, e.g. on a 429 or a
   * 503 `server_busy`), counted from when the error was made; undefined when it asked nothing.
   */
  readonly retryAfterMs?: number;

  /** Wraps `response`; an HTTP-date `Retry-After` is counted from `now` (ms since the epoch). */
  constructor(response: ApiFailure, now: number = Date.now()) {
    super(response.data.detail);
    this.response = response;
    this.retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now);
  }

  /** The HTTP status (0 for a network failure). */
  get status(): number {
    return this.response.status;
  }
}

/** The data of a successful answer; a failed one is thrown as an {@link ApiRequestError}. */
export async function unwrap<T>(answer: Promise<ApiResponse<T>>): Promise<T> {
  const response = await answer;
  if (response.error) throw new ApiRequestError(response);
  return response.data;
}

/** The first segment of every query key of the API. */
export const API_QUERY_ROOT = 'api';

/** The key under which everything of the resource at `path` is cached. */
export const resourceKey = (path: string): readonly [typeof API_QUERY_ROOT, string] => [
  API_QUERY_ROOT,
  path,
];

/**
 * The part of TanStack Query's query function context the API's query functions read: the abort
 * signal only, so that the options fit any copy of query-core (its context also carries the
 * `QueryClient`, a class whose private members make two copies' contexts incompatible).
 */
export interface ApiQueryContext {
  signal: AbortSignal;
}

/**
 * Query options of the API that a TanStack Query binding (`useQuery`, `useSuspenseQuery`,
 * `fetchQuery`, `ensureQueryData`, `prefetchQuery`) accepts as they are. The key carries the data
 * type (TanStack's `DataTag`), so `setQueryData(options.queryKey, …)` and `getQueryData` are typed.
 */
export interface ApiQueryOptions<TData, TKey extends QueryKey = QueryKey> {
  queryKey: DataTag<TKey, TData>;
  queryFn: (context: ApiQueryContext) => Promise<TData>;
  staleTime?: number;
  gcTime?: number;
}

/**
 * Tags `options.queryKey` with the data type `queryFn` resolves to, as react-query's `queryOptions`
 * does (query-core 5.108 does not export it); at run time the options are returned as they are.
 */
export function apiQueryOptions<TData, const TKey extends QueryKey>(options: {
  queryKey: TKey;
  queryFn: (context: ApiQueryContext) => Promise<TData>;
  staleTime?: number;
  gcTime?: number;
}): ApiQueryOptions<TData, TKey> {
  return options as ApiQueryOptions<TData, TKey>;
}
