import type { Page } from '@altalena/contracts';
import type { QueryClient, QueryFunctionContext } from '@tanstack/query-core';
import type { ApiFailure, ApiResponse } from '../types';
import type { ListQuery, Resource, VersionedItem } from './resource';

/**
 * How long reference data (selects, quote types) stays fresh: 30 minutes
 * (docs/spec/original-specification.md §9).
 */
export const REFERENCE_DATA_TTL_MS = 30 * 60 * 1000;

/** A failed answer thrown out of a query or mutation function; `response` keeps the error key and fields. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** The failed answer: status, `detail` key and field errors. */
  readonly response: ApiFailure;

  constructor(response: ApiFailure) {
    super(response.data.detail);
    this.response = response;
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
export const resourceKey = (path: string) => [API_QUERY_ROOT, path] as const;

/** Query options a TanStack Query binding accepts as they are (`useQuery(options)`). */
export interface ResourceQueryOptions<T> {
  queryKey: readonly unknown[];
  queryFn: (context: QueryFunctionContext) => Promise<T>;
  staleTime?: number;
  gcTime?: number;
}

/** Query keys and query options of one resource, framework-free. */
export interface ResourceQueries<TItem extends VersionedItem, TDetail, TQuery extends ListQuery> {
  /** Everything of the resource: lists and items. */
  readonly all: readonly unknown[];
  /** The key of one list page. */
  listKey(query: TQuery): readonly unknown[];
  /** The key of one item. */
  detailKey(id: number): readonly unknown[];
  /** One page of the list. */
  list(query: TQuery): ResourceQueryOptions<Page<TItem>>;
  /** One item. */
  detail(id: number): ResourceQueryOptions<TDetail>;
}

/** Builds the query keys and options of `resource`; reference data stays fresh for 30 minutes. */
export function resourceQueries<
  TItem extends VersionedItem,
  TDetail extends VersionedItem,
  TWrite,
  TPatch,
  TQuery extends ListQuery,
>(
  resource: Resource<TItem, TDetail, TWrite, TPatch, TQuery>,
): ResourceQueries<TItem, TDetail, TQuery> {
  const all = resourceKey(resource.definition.path);
  const freshness = resource.definition.reference
    ? { staleTime: REFERENCE_DATA_TTL_MS, gcTime: REFERENCE_DATA_TTL_MS }
    : {};
  const listKey = (query: TQuery) => [...all, 'list', query] as const;
  const detailKey = (id: number) => [...all, 'detail', id] as const;
  return {
    all,
    listKey,
    detailKey,
    list: (query) => ({
      queryKey: listKey(query),
      queryFn: ({ signal }) => unwrap(resource.list(query, { signal })),
      ...freshness,
    }),
    detail: (id) => ({
      queryKey: detailKey(id),
      queryFn: ({ signal }) => unwrap(resource.get(id, { signal })),
      ...freshness,
    }),
  };
}

/**
 * After a write of `resource`: marks its lists and items stale, and those of the resources it
 * affects, so that every screen showing them reads them again — at once, or with `refetch: false`
 * only when a screen showing them is next opened (e.g. when the screen on show is being left).
 */
export async function invalidateAfterWrite(
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  resource: Pick<Resource, 'definition'>,
  { refetch = true }: { refetch?: boolean } = {},
): Promise<void> {
  const paths = [resource.definition.path, ...(resource.definition.affects ?? [])];
  await Promise.all(
    paths.map((path) =>
      queryClient.invalidateQueries({
        queryKey: resourceKey(path),
        ...(refetch ? {} : { refetchType: 'none' as const }),
      }),
    ),
  );
}
