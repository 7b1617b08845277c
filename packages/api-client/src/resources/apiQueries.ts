import { clientSettings, dashboard, parkMarkers } from '@altalena/contracts';
import type { PhotoVariant } from '@altalena/contracts';
import type { ApiClient } from '../client';
import { API_QUERY_ROOT, apiQueryOptions, resourceKey, unwrap } from './queries';

/** `GET settings/`: what the server tells every client (the map's tiles); asked once per session. */
export function clientSettingsQuery(client: ApiClient) {
  return apiQueryOptions({
    queryKey: [API_QUERY_ROOT, 'settings/'],
    queryFn: ({ signal }) => unwrap(client.get('settings/', { schema: clientSettings, signal })),
    staleTime: Infinity,
  });
}

/**
 * `GET files/{id}/content/?variant=…`: a photo's bytes in one size, fetched with the session's token.
 * A file's bytes never change: never stale, and kept apart from the `files/` resource's key so that a
 * write of files (an upload, a deletion) does not download the photos on show again.
 */
export function fileContentQuery(client: ApiClient, fileId: number, variant: PhotoVariant) {
  return apiQueryOptions({
    queryKey: [API_QUERY_ROOT, 'files/content/', fileId, variant],
    queryFn: async ({ signal }) =>
      (await unwrap(client.download(`files/${fileId}/content/`, { query: { variant }, signal })))
        .blob,
    staleTime: Infinity,
  });
}

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

/** `GET users/me/`, keyed by the session's `token`: a new session never reads the last one's user. */
export function currentUserQuery(client: ApiClient, token: string | null) {
  return apiQueryOptions({
    queryKey: [API_QUERY_ROOT, 'users/me/', token],
    queryFn: () => unwrap(client.me()),
  });
}
