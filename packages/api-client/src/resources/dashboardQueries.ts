import { dashboard, parkMarkers } from '@altalena/contracts';
import type { ApiClient } from '../client';
import { API_QUERY_ROOT, apiQueryOptions, resourceKey, unwrap } from './queryOptions';

/** `GET dashboard/`: never fresh, so that opening a dashboard shows what changed meanwhile. */
export function dashboardQuery(client: ApiClient) {
  return apiQueryOptions({
    queryKey: [API_QUERY_ROOT, 'dashboard/'],
    queryFn: ({ signal }) => unwrap(client.get('dashboard/', { schema: dashboard, signal })),
    staleTime: 0,
  });
}

/** `GET parks/markers/`, under the parks' key: a write of parks refreshes the map too. */
export function parkMarkersQuery(client: ApiClient) {
  return apiQueryOptions({
    queryKey: [...resourceKey('parks/'), 'markers'] as const,
    queryFn: ({ signal }) => unwrap(client.get('parks/markers/', { schema: parkMarkers, signal })),
  });
}
