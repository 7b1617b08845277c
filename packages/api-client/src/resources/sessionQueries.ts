import type { ApiClient } from '../client';
import { API_QUERY_ROOT, apiQueryOptions, unwrap } from './queryOptions';

/** `GET users/me/`, keyed by the session's `token`: a new session never reads the last one's user. */
export function currentUserQuery(client: ApiClient, token: string | null) {
  return apiQueryOptions({
    queryKey: [API_QUERY_ROOT, 'users/me/', token],
    queryFn: () => unwrap(client.me()),
  });
}
