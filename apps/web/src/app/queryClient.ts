import { QueryClient } from '@tanstack/react-query';

/**
 * The app's TanStack Query client. The API client already retries reads once and writes never
 * (docs/spec/original-specification.md §7): TanStack Query adds no retry of its own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

// The hook every signed-in screen reads with loads with the cache, not with the first screen that uses it:
// the dashboards (the first screen after the login) and the shared scaffold then share it without a chunk
// of its own between them.
export { useQuery } from '@tanstack/react-query';
