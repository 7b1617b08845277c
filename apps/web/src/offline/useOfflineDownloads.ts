import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '../app/useCurrentUser';
import { useResources } from '../scaffold/useResources';
import { openOfflineDb, type DownloadRecord } from './db';
import {
  type AnyQueryOptions,
  downloadInspection,
  offlineChanges,
  readDownloads,
  removeAllDownloads,
} from './downloads';

/** What the device holds and may keep (`navigator.storage`), when the browser tells. */
export interface StorageFigures {
  usage: number;
  quota: number;
  persisted: boolean;
}

async function storageFigures(): Promise<StorageFigures | null> {
  if (!navigator.storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/**
 * The signed-in user's offline downloads (docs/web.md#offline-downloads): which inspections are stored
 * and when, downloading one or several, the storage figures, and removing it all. `persist` asks the
 * browser to keep the data (phones: `navigator.storage.persist()`), once per download.
 */
export function useOfflineDownloads({ persist }: { persist: boolean }) {
  const queryClient = useQueryClient();
  const resources = useResources();
  const userId = useCurrentUser().id;
  const [records, setRecords] = useState<Map<number, DownloadRecord>>(new Map());
  const [storage, setStorage] = useState<StorageFigures | null>(null);

  useEffect(() => {
    let live = true;
    const read = async () => {
      const [downloads, figures] = await Promise.all([
        readDownloads(await openOfflineDb(userId)),
        storageFigures(),
      ]);
      if (!live) return;
      setRecords(downloads);
      setStorage(figures);
    };
    void read();
    offlineChanges.addEventListener('change', read);
    return () => {
      live = false;
      offlineChanges.removeEventListener('change', read);
    };
  }, [userId]);

  const download = useCallback(
    async (inspectionIds: readonly number[], extra: readonly AnyQueryOptions[] = []) => {
      if (persist) await navigator.storage?.persist?.();
      const db = await openOfflineDb(userId);
      // One after the other: on one bar of signal, parallel downloads only slow each other down.
      for (const id of inspectionIds)
        await downloadInspection(queryClient, db, resources, id, extra);
    },
    [persist, queryClient, resources, userId],
  );

  const removeAll = useCallback(async () => {
    await removeAllDownloads(await openOfflineDb(userId));
  }, [userId]);

  return { records, storage, download, removeAll };
}
