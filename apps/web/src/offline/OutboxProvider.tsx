import { invalidateAfterWrite, resourceQueries, type ApiClient } from '@altalena/api-client';
import type { InspectionItem } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useServices } from '../app/ServicesContext';
import { useCurrentUser } from '../app/useCurrentUser';
import type { Resources } from '@altalena/api-client';
import { useResources } from '../scaffold/useResources';
import { openOfflineDb } from './db';
import { Outbox, type OutboxEntry, type OutboxOptions } from './outbox';
import { createOutboxTransport } from './outboxTransport';
import { syncCatalog } from './syncCatalog';

const OutboxContext = createContext<Outbox | null>(null);

/** What the inspection page wrote under this key before the outbox (an item's edit and its version). */
const legacyKey = /^altalena\.inspection\.(\d+)\.pending$/;

/**
 * Moves the item edits the localStorage queue of earlier versions left unsent into the outbox, once:
 * each key is removed only after its edits are stored, so an inspector updating the app loses nothing.
 */
export async function migrateLegacyQueue(outbox: Outbox, storage: Storage): Promise<void> {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && legacyKey.test(key),
  );
  for (const key of keys) {
    const inspectionId = Number(legacyKey.exec(key)![1]);
    try {
      const pending = JSON.parse(storage.getItem(key) ?? '{}') as Record<
        string,
        { edit: { outcome?: InspectionItem['outcome']; notes?: string | null }; version: number }
      >;
      for (const [itemId, entry] of Object.entries(pending)) {
        await outbox.add(inspectionId, {
          kind: 'item',
          itemId: Number(itemId),
          edit: entry.edit,
          version: entry.version,
        });
      }
    } catch {
      // Unreadable: nothing could have been sent from it either.
    }
    storage.removeItem(key);
  }
}

/** Brings the cache up to date with a change the server confirmed. */
function applyConfirmed(
  queryClient: QueryClient,
  resources: Resources,
  entry: OutboxEntry,
  answer: unknown,
) {
  const detailKey = resourceQueries(resources.inspections).detailKey(entry.inspectionId);
  if (
    entry.change.kind === 'item' &&
    answer &&
    typeof answer === 'object' &&
    'position' in answer
  ) {
    const item = answer as InspectionItem;
    queryClient.setQueryData(
      detailKey,
      (current) =>
        current && {
          ...current,
          items: current.items.map((each) => (each.id === item.id ? item : each)),
        },
    );
    void queryClient.invalidateQueries({ queryKey: detailKey });
    return;
  }
  void invalidateAfterWrite(queryClient, {
    definition: {
      ...resources.inspections.definition,
      affects: ['findings/', 'files/', 'parks/', 'toys/'],
    },
  });
}

const confirmedListeners = new Set<(entry: OutboxEntry, answer: unknown) => void>();
// One outbox per user and client (a page has one client; Storybook's stories each their own).
const outboxes = new WeakMap<ApiClient, Map<number, Outbox>>();

/** A user's outbox on `client`, created (and sent from) on first use: one per user and client. */
export function outboxFor(
  userId: number,
  client: ApiClient,
  labelOf?: OutboxOptions['labelOf'],
): Outbox {
  const byUser = outboxes.get(client) ?? new Map<number, Outbox>();
  outboxes.set(client, byUser);
  let outbox = byUser.get(userId);
  if (!outbox) {
    outbox = new Outbox(openOfflineDb(userId), createOutboxTransport(client), {
      confirmed: (entry, answer) =>
        confirmedListeners.forEach((listener) => listener(entry, answer)),
      lockName: `altalena.outbox.${userId}`,
      labelOf,
    });
    byUser.set(userId, outbox);
    const created = outbox;
    void created.ready().then(async () => {
      if (typeof localStorage !== 'undefined') await migrateLegacyQueue(created, localStorage);
      await created.flush();
    });
  }
  return outbox;
}

/**
 * Stops and forgets a user's outbox on this page (they signed out): a later sign-in of the same user
 * starts a new one on a new database. Resolves once the sending under way, if any, has stopped.
 */
export function forgetOutbox(client: ApiClient, userId: number): Promise<void> {
  const byUser = outboxes.get(client);
  const stopped = byUser?.get(userId)?.close() ?? Promise.resolve();
  byUser?.delete(userId);
  return stopped;
}

/**
 * The signed-in user's outbox for the screens under it (docs/web.md#outbox): one per user and page,
 * sent when the browser is back online, and the query cache brought up to date with what it confirms.
 */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { client } = useServices();
  const resources = useResources();
  const queryClient = useQueryClient();
  const [confirmed] = useState(
    () => (entry: OutboxEntry, answer: unknown) =>
      applyConfirmed(queryClient, resources, entry, answer),
  );
  const [outbox] = useState(() =>
    outboxFor(user.id, client, (inspectionId) => {
      // The page a change is made on shows its inspection: the cache has it (offline too, seeded).
      const inspection = queryClient.getQueryData(
        resourceQueries(resources.inspections).detailKey(inspectionId),
      );
      return inspection && { number: inspection.number, park: inspection.park_name };
    }),
  );
  useEffect(() => {
    confirmedListeners.add(confirmed);
    const resume = () => void outbox.flush();
    window.addEventListener('online', resume);
    return () => {
      confirmedListeners.delete(confirmed);
      window.removeEventListener('online', resume);
    };
  }, [outbox, confirmed]);
  return (
    <OutboxContext.Provider value={outbox}>
      <FeatureMessages catalog={syncCatalog}>{children}</FeatureMessages>
    </OutboxContext.Provider>
  );
}

/** The user's outbox (inside {@link OutboxProvider}). */
export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox must be used inside an OutboxProvider');
  return outbox;
}

/** Every change waiting, in order, re-rendering as the list changes. */
export function useOutboxEntries(): readonly OutboxEntry[] {
  const outbox = useOutbox();
  return useSyncExternalStore(outbox.subscribe, outbox.getEntries);
}

/** Whether the browser has a connection, following its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
