import type { PhotoVariant } from '@altalena/contracts';
import type { ApiClient } from '../client';
import { API_QUERY_ROOT, apiQueryOptions, unwrap } from './queryOptions';

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
