import { createApiClient } from '@altalena/api-client';
import type { ApiClient } from '@altalena/api-client';
import { createSessionSource } from '../session';
import type { KeyValueStorage } from '../storage';

/** One request the test network received. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** What a route answers: a status with an optional JSON body and headers, or a network failure. */
export type Reply =
  { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/** A scripted network for unit tests: a fetch function answering real `Response` objects by route. */
export interface FakeNetwork {
  requests: SeenRequest[];
  /** Sets what `METHOD /path/` answers from now on. */
  on(route: string, reply: Reply | ((request: SeenRequest) => Reply)): void;
  client: ApiClient;
  /** Calls under way resolve only after `release()` when `hold()` was called first. */
  hold(): void;
  release(): void;
}

/** Creates a fake network and an API client over it, with the session read from `storage`. */
export function createFakeNetwork(storage: KeyValueStorage, now: () => number): FakeNetwork {
  const routes = new Map<string, Reply | ((request: SeenRequest) => Reply)>();
  const requests: SeenRequest[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;

  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://test.local');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    if (gate !== null) await gate;
    const route = routes.get(`${request.method} ${url.pathname}`);
    const reply =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 404, body: { detail: 'not_found', error_list: [] } });
    if (reply === 'network-error') throw new TypeError('fetch failed');
    if (reply.body === undefined) {
      return new Response(null, { status: reply.status, headers: reply.headers });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  return {
    requests,
    on: (route, reply) => {
      routes.set(route, reply);
    },
    client: createApiClient({
      baseUrl: '/api/v1',
      fetch: fetchFn,
      session: createSessionSource(storage, now),
      sleep: async () => undefined,
      now,
    }),
    hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}
