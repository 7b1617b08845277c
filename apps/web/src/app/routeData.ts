import {
  dashboardQuery,
  resourceQueries,
  type ApiClient,
  type Resource,
} from '@altalena/api-client';
import { INT4_MAX } from '@altalena/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { apiQueryOf, readListParams } from '../scaffold/listParams';
import type { RouteData } from './registry/types';
import { resourcesOf } from './resourcesOf';

/**
 * Starts (never awaits) the query a route's `data` declares, for the URL being loaded: the screen's
 * `useQuery` with the same options then joins it in flight. A bad id starts nothing (the screen shows the
 * 404 page); a failure stays in the cache for the screen to show. `isAdmin`: the stored user's role,
 * which decides the filters a list screen reads.
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  client: ApiClient,
  data: RouteData,
  params: Params,
  url: URL,
  isAdmin = false,
): void {
  if (data.kind === 'dashboard') {
    void queryClient.prefetchQuery(dashboardQuery(client));
    return;
  }
  // Any resource: the key and the query function are what the screen's options build for it.
  const resource: Resource = resourcesOf(client)[data.resource] as Resource;
  const queries = resourceQueries(resource);
  if (data.kind === 'detail') {
    const raw = params.id ?? '';
    const id = Number(raw);
    if (!/^\d+$/.test(raw) || id < 1 || id > INT4_MAX) return;
    void queryClient.prefetchQuery(queries.detail(id));
    return;
  }
  const filterParams = [...data.filterParams, ...(isAdmin ? (data.adminFilterParams ?? []) : [])];
  const query = apiQueryOf(readListParams(url.searchParams, filterParams), data.defaultOrdering);
  void queryClient.prefetchQuery(queries.list(query));
}
