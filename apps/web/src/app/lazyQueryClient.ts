import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's TanStack Query client, whose code loads with the first signed-in route: the login page
 * carries no data cache.
 */
export interface LazyQueryClient {
  /** The client, creating it (and loading its code) on first use. */
  load(): Promise<QueryClient>;
  /** The client once loaded; `null` before any signed-in route has run. */
  current(): QueryClient | null;
  /** Forgets every cached answer; nothing to do before the client exists. */
  clear(): void;
}

/** A {@link LazyQueryClient} over `create` (the app's client by default). */
export function lazyQueryClient(
  create: () => Promise<QueryClient> = () =>
    import('./queryClient').then((module) => module.createQueryClient()),
): LazyQueryClient {
  let client: QueryClient | null = null;
  let loading: Promise<QueryClient> | null = null;
  return {
    load() {
      loading ??= create().then((created) => (client = created));
      return loading;
    },
    current: () => client,
    clear() {
      client?.clear();
    },
  };
}
