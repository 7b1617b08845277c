import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One change recorded on this device that the server has not confirmed yet, in the order it was made. */
export interface OutboxRow {
  /** Its place in the outbox (auto-incremented): changes are sent in this order. */
  seq?: number;
  /** The inspection the change belongs to. */
  inspectionId: number;
  /** What the change is (`item`, `finding.create`, `photo`, …): the outbox's own union narrows it. */
  kind: string;
  /** When the inspector made it (ISO 8601). */
  createdAt: string;
  /** The change itself, as the outbox defines it for its kind. */
  payload: unknown;
  /** Where it stands after the last attempt (waiting, conflict, refused), as the outbox defines it. */
  state?: unknown;
  /** How the inspection was named when the change was made (rows stored before it have none). */
  label?: InspectionLabel;
}

/** A change's inspection as people name it: kept with the change, for lists that have no copy of it. */
export interface InspectionLabel {
  /** The inspection's number (`2026/0057`). */
  number: string;
  /** The park's name. */
  park: string;
}

/** A query's data kept for offline use: what the app's query cache holds under that key. */
export interface StoredQuery {
  /** The query key hashed as TanStack Query hashes it. */
  hash: string;
  queryKey: readonly unknown[];
  data: unknown;
  /** When the data was fetched (ms since the epoch), as `dataUpdatedAt`. */
  updatedAt: number;
  /** The downloaded inspections that need this entry (one entry can serve several). */
  inspectionIds: number[];
}

/** An inspection taken offline: when, and which stored queries it needs. */
export interface DownloadRecord {
  inspectionId: number;
  downloadedAt: string;
  queryHashes: string[];
}

/** The IndexedDB schema of the app's offline data (docs/web.md#offline). */
export interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxRow; indexes: { byInspection: number } };
  /** Files waiting to be uploaded (photos), by the outbox row's client id. */
  blobs: { key: string; value: Blob };
  queries: { key: string; value: StoredQuery; indexes: { byInspection: number } };
  downloads: { key: number; value: DownloadRecord };
}

/** The open offline database. */
export type OfflineDb = IDBPDatabase<OfflineSchema>;

const VERSION = 1;

/** The database name of a user's offline data: one per user, so a shared phone never mixes them. */
export const offlineDbName = (userId: number) => `altalena.user.${userId}`;

const open = new Map<string, Promise<OfflineDb>>();

/** Opens (once per page) the offline database of a user, creating or upgrading its stores. */
export function openOfflineDb(userId: number): Promise<OfflineDb> {
  const name = offlineDbName(userId);
  let db = open.get(name);
  if (!db) {
    db = openDB<OfflineSchema>(name, VERSION, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          const outbox = database.createObjectStore('outbox', {
            keyPath: 'seq',
            autoIncrement: true,
          });
          outbox.createIndex('byInspection', 'inspectionId');
          database.createObjectStore('blobs');
          const queries = database.createObjectStore('queries', { keyPath: 'hash' });
          queries.createIndex('byInspection', 'inspectionIds', { multiEntry: true });
          database.createObjectStore('downloads', { keyPath: 'inspectionId' });
        }
      },
      // Another tab opened a newer version: let it upgrade, and open again on next use.
      blocking() {
        void db?.then((handle) => handle.close());
        open.delete(name);
      },
    });
    open.set(name, db);
  }
  return db;
}

/** Closes and deletes a user's offline database (tests, and "remove offline data"). */
export async function deleteOfflineDb(userId: number): Promise<void> {
  const name = offlineDbName(userId);
  const db = open.get(name);
  open.delete(name);
  if (db) (await db).close();
  await deleteDB(name);
}

/**
 * Deletes a user's offline database at sign-out (docs/web.md#signing-out): this page's connection is
 * closed first. Resolves `deleted`, or `pending` as soon as a connection of another page holds the
 * deletion back: the browser then deletes it when that one closes (the app's pages close theirs when
 * asked), so signing out never waits on another tab.
 */
export async function removeOfflineDb(userId: number): Promise<'deleted' | 'pending'> {
  await closeOfflineDb(userId);
  return new Promise((resolve, reject) => {
    deleteDB(offlineDbName(userId), { blocked: () => resolve('pending') }).then(
      () => resolve('deleted'),
      reject,
    );
  });
}

/** Closes a user's offline database on this page (a test's "page closed"; the data stays). */
export async function closeOfflineDb(userId: number): Promise<void> {
  const name = offlineDbName(userId);
  const db = open.get(name);
  open.delete(name);
  if (db) (await db).close();
}
