import type { ApiClient } from '@altalena/api-client';
import { deleteOfflineDb } from '../../offline/db';
import { forgetOutbox } from '../../offline/OutboxProvider';

/** The API clients of the screen stories still mounted, with the ids of the users they sign in as. */
const mounted = new Map<ApiClient, readonly number[]>();

/** Records a screen story's client while it is mounted; returns what forgets it. */
export function trackScreenStory(client: ApiClient, userIds: readonly number[]): () => void {
  mounted.set(client, userIds);
  return () => {
    stopOutboxes(client, userIds);
    mounted.delete(client);
  };
}

// A change already on its way stays with the handlers that took it (MSW hands a request over once, when
// it is made), and some stories hold it on purpose: its answer is not waited for.
function stopOutboxes(client: ApiClient, userIds: readonly number[]): void {
  for (const userId of userIds) void forgetOutbox(client, userId);
}

/**
 * Before each story test (the stories share one page): stops the outboxes of the story before, so that
 * nothing more leaves them, and deletes the users' offline databases, so that a change the last story
 * left unsent never reaches the next story's API.
 */
export async function endScreenStories(): Promise<void> {
  const userIds = new Set<number>();
  for (const [client, ids] of mounted) {
    ids.forEach((id) => userIds.add(id));
    stopOutboxes(client, ids);
  }
  mounted.clear();
  await Promise.all([...userIds].map((userId) => deleteOfflineDb(userId)));
}
