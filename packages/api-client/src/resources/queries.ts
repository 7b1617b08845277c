import type { Page } from '@altalena/contracts';
import type { DataTag, QueryClient } from '@tanstack/query-core';
import { resourceKey, unwrap } from './queryOptions';
import type { ApiQueryOptions, API_QUERY_ROOT } from './queryOptions';
import type { ListQuery, Resource, VersionedItem } from './resource';

/**
 * How long reference data (selects, quote types) stays fresh: 30 minutes
 * (docs/spec/original-specification.md §9).
 */
export const REFERENCE_DATA_TTL_MS = 30 * 60 * 1000;

/** The key of one list page of a resource. */
export type ResourceListKey<TQuery> = readonly [typeof API_QUERY_ROOT, string, 'list', TQuery];
/** The key of one item of a resource. */
export type ResourceDetailKey = readonly [typeof API_QUERY_ROOT, string, 'detail', number];

/** Query keys and query options of one resource, framework-free. */
export interface ResourceQueries<TItem extends VersionedItem, TDetail, TQuery extends ListQuery> {
  /** Everything of the resource: lists and items (a prefix for invalidating, not a query's key). */
  readonly all: readonly [typeof API_QUERY_ROOT, string];
  /** The key of one list page, tagged with its data type. */
  listKey(query: TQuery): DataTag<ResourceListKey<TQuery>, Page<TItem>>;
  /** The key of one item, tagged with its data type. */
  detailKey(id: number): DataTag<ResourceDetailKey, TDetail>;
  /** One page of the list. */
  list(query: TQuery): ApiQueryOptions<Page<TItem>, ResourceListKey<TQuery>>;
  /** One item. */
  detail(id: number): ApiQueryOptions<TDetail, ResourceDetailKey>;
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
  const listKey = (query: TQuery) =>
    [...all, 'list', query] as ResourceListKey<TQuery> as DataTag<
      ResourceListKey<TQuery>,
      Page<TItem>
    >;
  const detailKey = (id: number) =>
    [...all, 'detail', id] as ResourceDetailKey as DataTag<ResourceDetailKey, TDetail>;
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
