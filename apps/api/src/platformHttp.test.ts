import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { errorBody } from '@altalena/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from './http/errors';
import { createTestContext, type TestContext } from './testing';

// Routes that exist only in this test, to drive the error handler from inside a handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/echo/',
    {
      schema: {
        body: z.strictObject({ name: z.string().min(2), age: z.number().int().optional() }),
        response: { 200: z.object({ name: z.string() }), 400: errorBody },
      },
    },
    async (request) => ({ name: request.body.name }),
  );
  app.post('/bodyless/', async (_request, reply) => reply.code(204).send());
  app.get('/boom/', async () => {
    throw new Error('secret internals at /srv/app.ts:42');
  });
  app.get(
    '/bad-answer/',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () =>
      // Breaks its own response schema on purpose.
      ({ n: 'not a number' }) as unknown as { n: number },
  );
  app.get('/limited/', async () => {
    throw new ApiError(429, 'too_many_requests', [], { headers: { 'retry-after': '17' } });
  });
};

let ctx: TestContext;
let webDist: string;
/** The service worker of the fake build, long enough to be worth its pre-compressed copy. */
const swSource = `self.addEventListener('fetch', () => {});\n`.repeat(20);

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'altalena-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Altalena</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'latest-build.json'), '{"build":"b1"}');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'sw.js'), swSource);
  await writeFile(path.join(webDist, 'sw.js.br'), brotliCompressSync(swSource));
  await writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Altalena"}');
  await mkdir(path.join(webDist, 'prerendered', 'auth'), { recursive: true });
  for (const [locale, title] of [
    ['en', 'Log in'],
    ['it', 'Accedi'],
  ]) {
    await writeFile(
      path.join(webDist, 'prerendered', 'auth', `login.${locale}.html`),
      `<!doctype html><title>${title} · Altalena</title>`,
    );
  }
  // A signed-in list's prerendered frames (apps/web/src/prerender/signedInFrame.tsx), one nested.
  await mkdir(path.join(webDist, 'prerendered', 'customers'), { recursive: true });
  for (const [file, title] of [
    ['customers.en.html', 'Customers'],
    ['customers.it.html', 'Clienti'],
    ['customers/contracts.it.html', 'Contratti clienti'],
  ] as const) {
    await writeFile(
      path.join(webDist, 'prerendered', file),
      `<!doctype html><title>${title} · Altalena</title>`,
    );
  }
  ctx = await createTestContext({
    driver: 'pglite',
    env: { WEB_DIST: webDist },
    beforeReady: (app) => app.register(probeRoutes, { prefix: '/api/v1/probe' }),
  });
});

afterAll(async () => {
  await ctx?.close();
  await rm(webDist, { recursive: true, force: true });
});

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

function expectErrorBody(body: string, detail: string) {
  const parsed = errorBody.parse(JSON.parse(body));
  expect(parsed.detail).toBe(detail);
  expect(body).not.toMatch(/stack|\.ts:\d|node_modules|at .*\(/);
  return parsed;
}

describe('error answers', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectErrorBody(res.body, 'not_found');
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/probe/echo/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('POST');
    expectErrorBody(res.body, 'method_not_allowed');
  });

  it('answers a field that breaks the schema with 400 and one entry per field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      ...json({ name: 'x', age: 'old', extra: true }),
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorBody(res.body, 'validation_error');
    const fields = body.error_list.map((entry) => entry.field).sort();
    expect(fields).toEqual(['age', 'extra', 'name']);
    for (const entry of body.error_list) {
      expect(entry.code).not.toBe('');
      expect(entry.message).not.toBe('');
    }
  });

  it('accepts a valid body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      ...json({ name: 'Ada' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ada' });
  });

  it('takes an empty body labelled as JSON as no body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/bodyless/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
    const wanted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(wanted.statusCode).toBe(400);
    expectErrorBody(wanted.body, 'validation_error');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorBody(res.body, 'validation_error').error_list[0]?.code).toBe('invalid_json');
  });

  it.each([
    ['application/json; charset=utf-8', 200],
    ['application/json; charset="UTF-8"', 200],
    ['application/json; charset=latin1', 415],
    ['application/json; charset=klingon', 415],
  ])('reads a %s body as %i', async (contentType, status) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      headers: { 'content-type': contentType },
      payload: '{"name":"Ada"}',
    });
    expect(res.statusCode).toBe(status);
    if (status === 415) {
      expect(expectErrorBody(res.body, 'unsupported_media_type').error_list[0]?.code).toBe(
        'unsupported_charset',
      );
    }
  });

  it.each([
    ['__proto__', '{"name":"Ada","__proto__":{"isAdmin":true}}'],
    ['constructor', '{"name":"Ada","constructor":{"prototype":{"isAdmin":true}}}'],
  ])('refuses a %s body with 400', async (_key, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorBody(res.body, 'validation_error').error_list[0]?.code).toBe(
      'forbidden_property',
    );
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers a %s body with 415',
    async (type) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/probe/echo/',
        headers: { 'content-type': type },
        payload: 'name=Ada',
      });
      expect(res.statusCode).toBe(415);
      expectErrorBody(res.body, 'unsupported_media_type');
    },
  );

  it('answers a body over 1 MiB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo/',
      ...json({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.body, 'payload_too_large');
  });

  it('hides an unexpected failure behind a bare 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'unknown_server_error', error_list: [] });
    expect(res.body).not.toContain('secret');
  });

  it('hides a response that breaks its schema behind a bare 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/bad-answer/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'unknown_server_error', error_list: [] });
  });

  it('passes a 429 through with its Retry-After', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/limited/' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('17');
    expectErrorBody(res.body, 'too_many_requests');
  });

  it('answers a malformed URL with 400, not a 5xx', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/%E0%A4%A/' });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('security headers', () => {
  it.each(['/api/v1/nope', '/some/route', '/assets/index-abc123.js', '/api/v1/openapi.json'])(
    'are on the answer to %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      // The scanner's decoder compiles WebAssembly; JavaScript eval stays forbidden.
      expect(csp).not.toContain("'unsafe-eval'");
      expect(res.headers['permissions-policy']).toContain('camera=(self)');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    },
  );

  it("let the app's own service worker and manifest in, and no other", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/inspections' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });

  it('are on error answers too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/probe/boom/' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the web app', () => {
  it('serves index.html for a client-side route, not cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/some/route' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Altalena</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("sends a prerendered route's page in the language of the lan cookie, else English", async () => {
    const cases = [
      [{}, 'Log in'],
      [{ cookie: 'lan=it' }, 'Accedi'],
      [{ cookie: 'theme=x; lan=en' }, 'Log in'],
      // Off the root the browser's languages do not decide (the app does the same:
      // docs/spec/original-specification.md §9).
      [{ 'accept-language': 'it-IT,it;q=0.9' }, 'Log in'],
      [{ cookie: 'lan=xx' }, 'Log in'],
    ] as const;
    for (const [headers, title] of cases) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/auth/login?next=%2Fparks',
        headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body, JSON.stringify(headers)).toContain(`<title>${title} · Altalena</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it("sends a signed-in route's prerendered frame in the cookie's language, whatever its query", async () => {
    const cases = [
      ['/customers', {}, 'Customers'],
      ['/customers?page=2&province=MI', { cookie: 'lan=it' }, 'Clienti'],
      ['/customers/contracts?status=active', { cookie: 'lan=it' }, 'Contratti clienti'],
    ] as const;
    for (const [url, headers, title] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).toContain(`<title>${title} · Altalena</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    // A language the build has no frame in, and the routes below a framed one, get index.html.
    for (const url of ['/customers/contracts', '/customers/12', '/customers/create']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'lan=en' } });
      expect(res.body, url).toContain('<title>Altalena</title>');
    }
  });

  it('sends index.html for the routes without a prerendered page and for odd spellings', async () => {
    for (const url of ['/auth/reset-password', '/auth/login/', '/AUTH/login']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'lan=it' } });
      expect(res.body, url).toContain('<title>Altalena</title>');
    }
    // The page files themselves are not routes.
    const file = await ctx.app.inject({ method: 'GET', url: '/auth/login.it' });
    expect(file.statusCode).toBe(404);
  });

  it('serves index.html at the root', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Altalena</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD of a client-side route', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/dashboard/admin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('serves hashed assets with an immutable long cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the version file with no-cache', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/latest-build.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ build: 'b1' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker as JavaScript that is always revalidated, pre-compressed too', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      // A cached worker would keep a phone on the old build: the browser must ask every time.
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    }
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(swSource);
  });

  it('serves the web app manifest as such, always revalidated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Altalena' });
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('never falls back to index.html under /api/', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/nope/deeper/', '/api', '/api/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('refuses paths that climb out of the build folder', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('the API description', () => {
  it('serves openapi.json as an OpenAPI 3 document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/probe/echo/');
  });

  it('serves the docs page with its own relaxed policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the map background (MAP_TILE_URL)', () => {
  it('is none in tests: settings/ says so and the CSP allows no outside image', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ map_tiles: null });
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });

  it('names its tile server to the app and to the CSP, and only that one', async () => {
    const withTiles = await createTestContext({
      driver: 'pglite',
      env: {
        WEB_DIST: webDist,
        MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: '© Tiles',
      },
    });
    try {
      const res = await withTiles.app.inject({ method: 'GET', url: '/api/v1/settings/' });
      expect(res.json()).toEqual({
        map_tiles: { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Tiles' },
      });
      for (const url of ['/api/v1/settings/', '/parks/1']) {
        const page = await withTiles.app.inject({ method: 'GET', url });
        expect(String(page.headers['content-security-policy'])).toContain(
          "img-src 'self' data: blob: https://*.tiles.example.org;",
        );
      }
    } finally {
      await withTiles.close();
    }
  });
});
