import { createApiClient } from './client';
import type { HttpMethod } from './types';
import { sendJson, startTestServer } from './private/testServer';
import type { TestServer } from './private/testServer';
import { ApiRequestError, unwrap } from './resources/queryOptions';
import { parseRetryAfter } from './retry';

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const READS: HttpMethod[] = ['GET', 'HEAD', 'OPTIONS'];
const WRITES: HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

let server: TestServer;

// `/always/<status>` always fails with that status; `/once/<status>` fails once per key, then succeeds;
// `/drop` closes the connection without an answer; `?retryAfter=` adds the header.
const failedOnce = new Set<string>();
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const [, , , kind, status, key] = url.pathname.split('/');
    const retryAfter = url.searchParams.get('retryAfter');
    const headers: Record<string, string> =
      retryAfter === null ? {} : { 'retry-after': retryAfter };
    if (kind === 'drop') {
      res.socket?.destroy();
      return;
    }
    if (kind === 'once' && !failedOnce.has(`${req.method} ${key}`)) {
      failedOnce.add(`${req.method} ${key}`);
      sendJson(res, Number(status), { detail: 'unknown_server_error', error_list: [] }, headers);
      return;
    }
    if (kind === 'once') {
      sendJson(res, 200, { ok: true });
      return;
    }
    sendJson(res, Number(status), { detail: 'unknown_server_error', error_list: [] }, headers);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function attempts(method: string, pathPrefix: string): number {
  return server.requests.filter((r) => r.method === method && r.url.startsWith(pathPrefix)).length;
}

function client(sleeps: number[] = [], extra: Parameters<typeof createApiClient>[0] = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
}

describe('retry policy (docs/spec/original-specification.md §7)', () => {
  for (const status of RETRIED) {
    for (const method of READS) {
      it(`retries a ${method} answered ${status} exactly once`, async () => {
        const answer = await client().request(method, `/always/${status}/`);
        expect(answer.status).toBe(status);
        expect(answer.error).toBe(true);
        expect(attempts(method, `/api/v1/always/${status}/`)).toBe(2);
      });
    }
    for (const method of WRITES) {
      it(`never retries a ${method} answered ${status}`, async () => {
        const answer = await client().request(method, `/always/${status}/`, { body: { a: 1 } });
        expect(answer.status).toBe(status);
        expect(attempts(method, `/api/v1/always/${status}/`)).toBe(1);
      });
    }
  }

  for (const status of [400, 401, 403, 404, 412, 413, 415, 501]) {
    it(`does not retry a GET answered ${status}`, async () => {
      const answer = await client().get(`/always/${status}/`);
      expect(answer.status).toBe(status);
      expect(attempts('GET', `/api/v1/always/${status}/`)).toBe(1);
    });
  }

  it('answers with the retry when the second attempt of a read succeeds', async () => {
    const answer = await client().get('/once/503/a/');
    expect(answer).toMatchObject({
      status: 200,
      statusText: 'OK',
      error: false,
      data: { ok: true },
    });
    expect(attempts('GET', '/api/v1/once/503/a/')).toBe(2);
  });

  it('retries a read once after a network failure, and answers status 0 when it fails again', async () => {
    const answer = await client().get('/drop/');
    expect(answer).toMatchObject({
      status: 0,
      statusText: '',
      error: true,
      data: { detail: 'unknown_server_error', errors: [] },
    });
    expect(attempts('GET', '/api/v1/drop/')).toBe(2);
  });

  it('does not retry a write after a network failure', async () => {
    const answer = await client().post('/drop/', { a: 1 });
    expect(answer.status).toBe(0);
    expect(answer.error).toBe(true);
    expect(attempts('POST', '/api/v1/drop/')).toBe(1);
  });

  it('waits the seconds Retry-After asks for', async () => {
    const sleeps: number[] = [];
    await client(sleeps).get('/always/429/?retryAfter=2');
    expect(sleeps).toEqual([2000]);
  });

  it('waits until the HTTP date Retry-After names', async () => {
    const sleeps: number[] = [];
    const now = Date.parse('2025-03-01T10:00:00Z');
    const date = new Date(now + 3000).toUTCString();
    await client(sleeps, { now: () => now }).get(
      `/always/503/?retryAfter=${encodeURIComponent(date)}`,
    );
    expect(sleeps).toEqual([3000]);
  });

  it('caps the wait at maxRetryDelayMs, 5000 by default', async () => {
    const sleeps: number[] = [];
    await client(sleeps).get('/always/503/?retryAfter=120');
    await client(sleeps, { maxRetryDelayMs: 40 }).get('/always/503/?retryAfter=120');
    expect(sleeps).toEqual([5000, 40]);
  });

  it('really sleeps with the default sleep', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, maxRetryDelayMs: 60 });
    const started = performance.now();
    await api.get('/always/503/?retryAfter=1');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(attempts('GET', '/api/v1/always/503/')).toBe(2);
  });

  it('does not retry an aborted read and rejects with the abort', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().get('/always/503/', { signal: controller.signal })).rejects.toThrow();
    expect(attempts('GET', '/api/v1/always/503/')).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds, HTTP dates and rejects nonsense', () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sat, 01 Mar 2025 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('ApiRequestError.retryAfterMs', () => {
  /** The error `unwrap` throws for a POST to `path` (a write: never retried). */
  const thrown = (path: string, api = client()) =>
    unwrap(api.post(path, { a: 1 })).then(
      () => expect.fail('the call succeeded'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(ApiRequestError);
        return error as ApiRequestError;
      },
    );

  it('carries the seconds of Retry-After as milliseconds', async () => {
    const error = await thrown('/always/429/?retryAfter=30');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(30_000);
  });

  it('counts an HTTP-date Retry-After from when the error is made', async () => {
    const now = Date.parse('2025-03-01T10:00:00Z');
    const date = new Date(now + 90_000).toUTCString();
    const answer = await client().post(`/always/503/?retryAfter=${encodeURIComponent(date)}`);
    if (!answer.error) expect.fail('the call succeeded');
    expect(new ApiRequestError(answer, now).retryAfterMs).toBe(90_000);
  });

  it('is undefined without the header or with an unreadable one', async () => {
    expect((await thrown('/always/429/')).retryAfterMs).toBeUndefined();
    expect((await thrown('/always/503/?retryAfter=soon')).retryAfterMs).toBeUndefined();
  });
});
