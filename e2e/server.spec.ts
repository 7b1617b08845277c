import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './e2e-state';
import { expect, test } from './fixtures';

/** The built QR scanner's decoder (zxing-wasm), under `apps/web/dist/assets`. */
function builtWasm(): { url: string; file: string } {
  const assets = path.join(repoRoot, 'apps/web/dist/assets');
  const name = readdirSync(assets).find((entry) => entry.endsWith('.wasm'));
  expect(name, 'the build has the scanner decoder').toBeTruthy();
  return { url: `/assets/${name}`, file: path.join(assets, name!) };
}

test.describe('static server', () => {
  test('serves index.html uncached with the security headers', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // The scanner's decoder needs 'wasm-unsafe-eval' (WebAssembly only); JavaScript's eval stays refused.
    expect(csp).not.toContain("'unsafe-eval'");
  });

  test('caches hashed assets for a year with their content type', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const js = await request.get(script!);
    expect(js.status()).toBe(200);
    // Both are the registered JavaScript types (RFC 9239); servers differ in which they send.
    expect(js.headers()['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    if (style)
      expect((await request.get(style)).headers()['content-type']).toBe('text/css; charset=utf-8');
  });

  test("sends the scanner's WebAssembly decoder pre-compressed at build time, as application/wasm", async ({
    request,
  }) => {
    const wasm = builtWasm();
    const response = await request.get(wasm.url, { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('application/wasm');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's brotli copy as it is (compressed on the fly it would have no length).
    expect(Number(headers['content-length'])).toBe(statSync(`${wasm.file}.br`).size);
    expect(Number(headers['content-length'])).toBeLessThan(statSync(wasm.file).size / 2);
    expect((await response.body()).equals(readFileSync(wasm.file))).toBe(true);
  });

  test('publishes the build id uncached for new-version detection', async ({ request }) => {
    const latest = await request.get('/latest-build.json');
    expect(latest.status()).toBe(200);
    expect(latest.headers()['cache-control']).toBe('no-cache');
    const body = (await latest.json()) as { buildId?: unknown; builtAt?: unknown };
    expect(typeof body.buildId).toBe('string');
    expect(Number.isNaN(Date.parse(String(body.builtAt)))).toBe(false);
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    // The running bundle carries the same id, so a later build is told apart.
    expect(await (await request.get(script)).text()).toContain(String(body.buildId));
    expect((await request.get('/build-manifest.json')).headers()['cache-control']).toBe('no-cache');
  });

  test('falls back to the app for client routes, never for files or outside dist', async ({
    request,
  }) => {
    expect((await request.get('/dashboard/admin')).headers()['content-type']).toContain(
      'text/html',
    );
    expect((await request.get('/missing.png')).status()).toBe(404);
    const traversal = await request.get('/%2e%2e/%2e%2e/package.json');
    expect([400, 404]).toContain(traversal.status());
    expect(await traversal.text()).not.toContain('"name"');
    expect((await request.post('/')).status()).toBe(405);
  });
});
