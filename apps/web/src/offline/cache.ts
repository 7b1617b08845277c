import type { Query, QueryClient } from '@tanstack/react-query';
import type { OfflineDb } from './db';

/**
 * Connects the query cache to the stored queries of the offline downloads (docs/web.md#offline-downloads):
 * a query with nothing newer in the cache is seeded from its stored answer (with no connection it then
 * shows instead of waiting; online the request still goes out and replaces it), a query that failed is
 * seeded too, and a fresh answer of a stored query replaces the stored one. Returns the disconnect.
 */
export function connectOfflineCache(queryClient: QueryClient, db: OfflineDb): () => void {
  const cache = queryClient.getQueryCache();
  const seed = async (query: Query) => {
    const stored = await db.get('queries', query.queryHash);
    if (!stored || query.state.dataUpdatedAt >= stored.updatedAt) return;
    queryClient.setQueryData(query.queryKey, stored.data, { updatedAt: stored.updatedAt });
  };
  const refresh = async (query: Query) => {
    const tx = db.transaction('queries', 'readwrite');
    const stored = await tx.store.get(query.queryHash);
    if (stored && stored.updatedAt < query.state.dataUpdatedAt) {
      await tx.store.put({
        ...stored,
        data: query.state.data,
        updatedAt: query.state.dataUpdatedAt,
      });
    }
    await tx.done;
  };
  // At sign-out the database closes (and is deleted) while the cache may still report for a moment:
  // there is nothing to keep then, and no error to show.
  const quietly = (work: Promise<void>) => void work.catch(() => undefined);
  for (const query of cache.getAll()) if (query.state.data === undefined) quietly(seed(query));
  return cache.subscribe((event) => {
    if (event.type === 'added') quietly(seed(event.query));
    else if (event.type === 'updated' && event.action.type === 'error') quietly(seed(event.query));
    // `manual` is a seed or an optimistic write of the app: only the server's answers are stored.
    else if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual)
      quietly(refresh(event.query));
  });
}
