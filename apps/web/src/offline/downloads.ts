import { resourceQueries, type Resources } from '@altalena/api-client';
import { selectListKeys, type InspectionDetail } from '@altalena/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { selectListQuery } from '../scaffold/selectLists';
import type { DownloadRecord, OfflineDb, StoredQuery } from './db';

/** Most equipment a park has in practice; one page of the park's toys and findings holds them all. */
const PARK_PAGE_SIZE = 100;

/** Something the offline data changed: listeners read it again. */
export const offlineChanges = new EventTarget();

const changed = () => offlineChanges.dispatchEvent(new Event('change'));

// Anything that can be fetched through the query client: the api-client's query factories.
export type AnyQueryOptions = Parameters<QueryClient['fetchQuery']>[0] & {
  queryKey: readonly unknown[];
};

/**
 * The queries an inspection's page and its dialogs read besides the inspection itself: its park, the
 * park's equipment (list and each one's record), the park's findings with their history (carried-forward
 * ones included) and every selectable list.
 */
export function inspectionPageQueries(
  resources: Resources,
  inspection: InspectionDetail,
): AnyQueryOptions[] {
  const toyIds = [
    ...new Set(inspection.items.flatMap((item) => (item.toy_id === null ? [] : [item.toy_id]))),
  ];
  return [
    resourceQueries(resources.parks).detail(inspection.park_id),
    resourceQueries(resources.toys).list({
      park_id: inspection.park_id,
      page_size: PARK_PAGE_SIZE,
    }),
    ...toyIds.map((toyId) => resourceQueries(resources.toys).detail(toyId)),
    resourceQueries(resources.findings).list({
      park_id: inspection.park_id,
      page_size: PARK_PAGE_SIZE,
    }),
    ...selectListKeys.map((listKey) => selectListQuery(resources, listKey)),
  ] as AnyQueryOptions[];
}

/**
 * Downloads an inspection for offline use (docs/web.md#offline-downloads): fetches what its page needs
 * through the query client (so the cache is warm too) and stores each answer under its query hash, with
 * the download's record. One stored query can serve several downloaded inspections.
 */
export async function downloadInspection(
  queryClient: QueryClient,
  db: OfflineDb,
  resources: Resources,
  inspectionId: number,
  /** More queries to keep with it (the screen it was downloaded from, e.g. My day). */
  extra: readonly AnyQueryOptions[] = [],
): Promise<DownloadRecord> {
  const detailQuery = resourceQueries(resources.inspections).detail(inspectionId);
  // Always from the server: a download is a promise that what is stored is what the server has now.
  const inspection = await queryClient.fetchQuery({ ...detailQuery, staleTime: 0 });
  const others = [...inspectionPageQueries(resources, inspection), ...extra];
  await Promise.all(others.map((options) => queryClient.fetchQuery({ ...options, staleTime: 0 })));
  const all = [detailQuery as AnyQueryOptions, ...others];
  const entries = all.map((options) => {
    const state = queryClient.getQueryState(options.queryKey);
    return {
      hash: hashKey(options.queryKey),
      queryKey: options.queryKey,
      data: state?.data,
      updatedAt: state?.dataUpdatedAt ?? Date.now(),
    };
  });
  const record: DownloadRecord = {
    inspectionId,
    downloadedAt: new Date().toISOString(),
    queryHashes: entries.map((entry) => entry.hash),
  };
  const tx = db.transaction(['queries', 'downloads'], 'readwrite');
  const queries = tx.objectStore('queries');
  const stored = await Promise.all(entries.map((entry) => queries.get(entry.hash)));
  await Promise.all([
    ...entries.map((entry, index) =>
      queries.put({
        ...entry,
        inspectionIds: [...new Set([...(stored[index]?.inspectionIds ?? []), inspectionId])],
      } satisfies StoredQuery),
    ),
    tx.objectStore('downloads').put(record),
    tx.done,
  ]);
  changed();
  return record;
}

/** Forgets an inspection's download, and the stored queries no other download needs. */
export async function removeDownload(db: OfflineDb, inspectionId: number): Promise<void> {
  const tx = db.transaction(['queries', 'downloads'], 'readwrite');
  const queries = tx.objectStore('queries');
  const held = await queries.index('byInspection').getAll(inspectionId);
  await Promise.all([
    ...held.map((entry) => {
      const rest = entry.inspectionIds.filter((id) => id !== inspectionId);
      return rest.length === 0
        ? queries.delete(entry.hash)
        : queries.put({ ...entry, inspectionIds: rest });
    }),
    tx.objectStore('downloads').delete(inspectionId),
    tx.done,
  ]);
  changed();
}

/**
 * Removes every download and stored query ("remove offline data"). Changes waiting in the outbox are
 * not offline data to throw away: they stay.
 */
export async function removeAllDownloads(db: OfflineDb): Promise<void> {
  const tx = db.transaction(['queries', 'downloads'], 'readwrite');
  await Promise.all([
    tx.objectStore('queries').clear(),
    tx.objectStore('downloads').clear(),
    tx.done,
  ]);
  changed();
}

/** Every download, by inspection id. */
export async function readDownloads(db: OfflineDb): Promise<Map<number, DownloadRecord>> {
  const records = await db.getAll('downloads');
  return new Map(records.map((record) => [record.inspectionId, record]));
}

/** The size of the stored queries of a download, as JSON (what IndexedDB holds of it, near enough). */
export async function downloadSize(db: OfflineDb, inspectionId: number): Promise<number> {
  const held = await db.getAllFromIndex('queries', 'byInspection', inspectionId);
  return held.reduce((total, entry) => total + new Blob([JSON.stringify(entry)]).size, 0);
}
