import { inspectorDay } from '@altalena/contracts';
import type { ApiClient } from '../client';
import { apiQueryOptions, resourceKey, unwrap } from './queryOptions';

/**
 * `GET inspections/day/`: the signed-in inspector's day, under the inspections' key so that a write of
 * an inspection (started, completed, assigned) refreshes it.
 */
export function inspectorDayQuery(client: ApiClient) {
  return apiQueryOptions({
    queryKey: [...resourceKey('inspections/'), 'day'] as const,
    queryFn: ({ signal }) =>
      unwrap(client.get('inspections/day/', { schema: inspectorDay, signal })),
  });
}
