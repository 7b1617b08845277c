import { createApiClient } from '../client';
import type { ApiClient } from '../client';

/** An answer the fake server gives: its status and JSON body (none for a 204). */
export interface FakeAnswer {
  status: number;
  body: unknown;
  /** Extra response headers (`content-type` is JSON unless given). */
  headers?: Record<string, string>;
}

/** A request the fake server received. */
export interface RecordedCall {
  method: string;
  url: string;
  ifMatch: string | null;
  body: unknown;
}

/**
 * A client of the tests' fake server: it answers `answers` in order (a 500 once they run out) and
 * records every request it gets; retries do not wait.
 */
export function recordingClient(answers: FakeAnswer[]): {
  client: ApiClient;
  seen: RecordedCall[];
} {
  const seen: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({
      method: init?.method ?? 'GET',
      url: String(input),
      ifMatch: headers.get('if-match'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers.shift() ?? { status: 500, body: {} };
    const body =
      next.status === 204 || next.body instanceof Blob
        ? (next.body as Blob | null)
        : JSON.stringify(next.body);
    return new Response(body, {
      status: next.status,
      headers: { 'content-type': 'application/json', ...next.headers },
    });
  }) as typeof globalThis.fetch;
  return {
    client: createApiClient({ baseUrl: '/api/v1', fetch, sleep: async () => undefined }),
    seen,
  };
}
