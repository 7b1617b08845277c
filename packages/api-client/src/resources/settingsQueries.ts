import { clientSettings } from '@altalena/contracts';
import type { ApiClient } from '../client';
import { API_QUERY_ROOT, apiQueryOptions, unwrap } from './queryOptions';

/** `GET settings/`: what the server tells every client (the map's tiles); asked once per session. */
export function clientSettingsQuery(client: ApiClient) {
  return apiQueryOptions({
    queryKey: [API_QUERY_ROOT, 'settings/'],
    queryFn: ({ signal }) => unwrap(client.get('settings/', { schema: clientSettings, signal })),
    staleTime: Infinity,
  });
}
