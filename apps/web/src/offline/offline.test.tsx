import { createApiClient, createResources, resourceQueries } from '@altalena/api-client';
import { QueryClient, hashKey, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findingSummaries,
  inspectionInProgressDetail,
  parks,
  selects,
  toys,
} from '../stories/screen/fixtures';
import { connectOfflineCache } from './cache';
import { deleteOfflineDb, openOfflineDb } from './db';
import {
  downloadInspection,
  downloadSize,
  readDownloads,
  removeAllDownloads,
  removeDownload,
} from './downloads';

const USER_ID = 4242;
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/**
 * The server's answers by path, from the stories' fixtures; `offline` makes every request fail as a
 * dropped connection does. Counts the requests it gets.
 */
function answering() {
  const state = { offline: false, requests: 0 };
  const fetch = (async (input: RequestInfo | URL) => {
    state.requests += 1;
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), location.origin);
    const path = url.pathname.replace('/api/v1/', '');
    const body =
      path === `inspections/${inspectionInProgressDetail.id}/`
        ? inspectionInProgressDetail
        : path === 'parks/1/'
          ? parks[0]
          : path === 'toys/'
            ? page(toys)
            : /^toys\/\d+\/$/.test(path)
              ? toys.find((toy) => `toys/${toy.id}/` === path)
              : path === 'findings/'
                ? page(findingSummaries)
                : path === 'selects/'
                  ? page(
                      selects.filter(
                        (entry) => entry.list_key === url.searchParams.get('list_key'),
                      ),
                    )
                  : undefined;
    if (body === undefined) return new Response('{"detail":"not_found"}', { status: 404 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: '"1"' },
    });
  }) as typeof globalThis.fetch;
  const client = createApiClient({ baseUrl: '/api/v1', fetch, sleep: async () => undefined });
  return { state, resources: createResources(client) };
}

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

afterEach(async () => {
  onlineManager.setOnline(true);
  await deleteOfflineDb(USER_ID);
});

describe('offline downloads in IndexedDB', () => {
  it("stores what the inspection's page reads, and a new page without a connection shows it from there", async () => {
    const server = answering();
    const db = await openOfflineDb(USER_ID);
    const record = await downloadInspection(
      newQueryClient(),
      db,
      server.resources,
      inspectionInProgressDetail.id,
    );
    // The inspection, its park, the park's equipment (list and each piece), findings and 4 lists.
    const pieces = new Set(inspectionInProgressDetail.items.map((item) => item.toy_id)).size - 1;
    expect(pieces).toBeGreaterThan(0);
    expect(record.queryHashes).toHaveLength(1 + 1 + 1 + pieces + 1 + 4);
    expect((await readDownloads(db)).get(inspectionInProgressDetail.id)?.downloadedAt).toBe(
      record.downloadedAt,
    );
    expect(await downloadSize(db, inspectionInProgressDetail.id)).toBeGreaterThan(1000);

    // A fresh page (a new cache) with no connection: the query is seeded from the stored answer.
    server.state.offline = true;
    const fresh = newQueryClient();
    const disconnect = connectOfflineCache(fresh, db);
    const detail = resourceQueries(server.resources.inspections).detail(
      inspectionInProgressDetail.id,
    );
    await fresh.fetchQuery(detail).catch(() => undefined);
    await expect
      .poll(() => fresh.getQueryData(detail.queryKey)?.items.length)
      .toBe(inspectionInProgressDetail.items.length);
    const park = resourceQueries(server.resources.parks).detail(1);
    await fresh.fetchQuery(park).catch(() => undefined);
    await expect.poll(() => fresh.getQueryData(park.queryKey)?.name).toBe(parks[0]!.name);
    disconnect();
  });

  it('shows a stored answer while the browser is offline, when TanStack holds the request back', async () => {
    const server = answering();
    const db = await openOfflineDb(USER_ID);
    await downloadInspection(newQueryClient(), db, server.resources, inspectionInProgressDetail.id);
    const requests = server.state.requests;
    onlineManager.setOnline(false);
    const fresh = newQueryClient();
    const disconnect = connectOfflineCache(fresh, db);
    const detail = resourceQueries(server.resources.inspections).detail(
      inspectionInProgressDetail.id,
    );
    // Offline, the query waits for the connection (paused): the seed is what the page shows.
    void fresh.fetchQuery(detail).catch(() => undefined);
    await expect.poll(() => fresh.getQueryData(detail.queryKey)?.number).toBe('2026/0057');
    expect(server.state.requests).toBe(requests);
    disconnect();
  });

  it("refreshes a stored answer with the server's newer one, and never lets a seed overwrite it", async () => {
    const server = answering();
    const db = await openOfflineDb(USER_ID);
    await downloadInspection(newQueryClient(), db, server.resources, inspectionInProgressDetail.id);
    const detail = resourceQueries(server.resources.inspections).detail(
      inspectionInProgressDetail.id,
    );
    const queryClient = newQueryClient();
    const disconnect = connectOfflineCache(queryClient, db);
    await queryClient.fetchQuery({
      ...detail,
      queryFn: async () => ({ ...inspectionInProgressDetail, weather: 'Pioggia' }),
    });
    await expect
      .poll(async () => {
        const stored = await db.get('queries', hashKey(detail.queryKey));
        return (stored?.data as { weather: string } | undefined)?.weather;
      })
      .toBe('Pioggia');
    expect(queryClient.getQueryData(detail.queryKey)?.weather).toBe('Pioggia');
    disconnect();
  });

  it('removes one download and keeps what another one still needs; removing all empties both stores', async () => {
    const server = answering();
    const db = await openOfflineDb(USER_ID);
    const queryClient = newQueryClient();
    await downloadInspection(queryClient, db, server.resources, inspectionInProgressDetail.id);
    // A second download of the same park's inspection shares its park, equipment and lists.
    const shared = await db.getAll('queries');
    await db.put('queries', { ...shared[1]!, inspectionIds: [...shared[1]!.inspectionIds, 99] });
    await removeDownload(db, inspectionInProgressDetail.id);
    expect(await db.getAllKeys('downloads')).toEqual([]);
    const left = await db.getAll('queries');
    expect(left.map((entry) => entry.inspectionIds)).toEqual([[99]]);
    await removeAllDownloads(db);
    expect(await db.count('queries')).toBe(0);
  });
});
