import { QueryClient } from '@tanstack/react-query';

/** The app's TanStack Query client: reads retry once, writes never (§7 retry policy). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
