import type { QueryClient } from '@tanstack/react-query';
import { connectOfflineCache } from './cache';
import { openOfflineDb } from './db';

/** Opens the user's offline database and connects the query cache to it; returns the disconnect. */
export async function connectUserOfflineCache(
  queryClient: QueryClient,
  userId: number,
): Promise<() => void> {
  return connectOfflineCache(queryClient, await openOfflineDb(userId));
}
