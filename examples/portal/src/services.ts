import { createApiClient, createResources } from '@altalena/api-client';
import { createAuthMachine, createSessionSource, defaultStorage } from '@altalena/auth';
import { QueryClient } from '@tanstack/react-query';

/** Where this deployment's API answers; `config.json` beside the page says it (another origin needs CORS_ORIGINS there). */
export async function loadApiBaseUrl(): Promise<string> {
  const answer = await fetch(new URL('config.json', document.baseURI));
  const config = (await answer.json()) as { apiBaseUrl?: string };
  return config.apiBaseUrl ?? '/api/v1';
}

/** Everything the portal talks to the API with: one client, its resources, the auth machine and the cache. */
export function createServices(baseUrl: string) {
  const storage = defaultStorage();
  const client = createApiClient({ baseUrl, session: createSessionSource(storage) });
  const queryClient = new QueryClient({
    // The api-client's retry policy is the only retry.
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const auth = createAuthMachine({
    client,
    storage,
    // Whatever was cached belongs to whoever was signed in.
    onSessionChange: () => queryClient.clear(),
  });
  return { client, resources: createResources(client), auth, queryClient };
}

/** The portal's services. */
export type Services = ReturnType<typeof createServices>;
