import { createApiClient } from '@altalena/api-client';
import { outboxFor } from '../../offline/OutboxProvider';
import { endScreenStories, trackScreenStory } from './storyIsolation';

// The story tests share one page: what a screen story leaves queued or on its way must not reach the next
// story's handlers (Inspection's MissingList once listed 2 missing things instead of 3 because of it).

const STORY_USER = 9_101;

/** A story's API client whose requests wait until `answerAll()`, and are logged. */
function heldClient() {
  const requests: string[] = [];
  const waiting: (() => void)[] = [];
  const held = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Promise<Response>((resolve) =>
      waiting.push(() =>
        resolve(Response.json({ id: 1, version: 2, outcome: 'ok' }, { headers: { etag: '"2"' } })),
      ),
    );
  };
  const client = createApiClient({
    baseUrl: 'http://story.test/api/v1',
    fetch: held as typeof fetch,
    session: { getToken: () => 'a'.repeat(64), isValid: () => true },
  });
  return { client, requests, answerAll: () => waiting.splice(0).forEach((answer) => answer()) };
}

it('leaves the next story nothing the story before had queued or on its way', async () => {
  const before = heldClient();
  trackScreenStory(before.client, [STORY_USER]);
  const outbox = outboxFor(STORY_USER, before.client);
  await outbox.ready();
  await outbox.addAll(1, [
    { change: { kind: 'item', itemId: 1, edit: { outcome: 'ok' }, version: 1 } },
    { change: { kind: 'item', itemId: 2, edit: { outcome: 'ok' }, version: 1 } },
  ]);
  void outbox.flush();
  // The first change is on its way when the next story test starts.
  await expect.poll(() => before.requests.length).toBe(1);

  await endScreenStories();
  // Its answer comes later (the story held it): nothing follows it.
  before.answerAll();
  // Resolves once the sending under way has ended.
  await outbox.close();
  expect(before.requests).toHaveLength(1);

  const next = heldClient();
  trackScreenStory(next.client, [STORY_USER]);
  const nextOutbox = outboxFor(STORY_USER, next.client);
  await nextOutbox.ready();
  await nextOutbox.flush();
  expect(nextOutbox.getEntries()).toEqual([]);
  expect(next.requests).toEqual([]);
  await endScreenStories();
});
