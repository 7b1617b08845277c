import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { issueToken } from './auth/session';
import { makeUser } from './testing/client';
import { COMPRESS_THRESHOLD } from './http/compression';
import { createTestContext, type TestContext } from './testing';

let ctx: TestContext;
let webDist: string;
let token: string;
let adminId: number;

/** A JS file of about 60 KiB that compresses well, like a real bundle. */
const script = Array.from(
  { length: 1500 },
  (_, index) => `export const value${index} = "${randomBytes(4).toString('hex')}";\n`,
).join('');

/**
 * A WebAssembly module of about 100 KiB that compresses like a real one: the header, then a custom
 * section of repetitive bytes with random ones between them.
 */
const wasm = (() => {
  const payload = Buffer.concat(
    Array.from({ length: 2000 }, () => Buffer.concat([Buffer.alloc(40, 0x20), randomBytes(8)])),
  );
  const name = Buffer.from('\x04data');
  // Section id 0 (custom), its size as a 3-byte LEB128, its name, its bytes.
  const size = name.length + payload.length;
  const leb = Buffer.from([(size & 0x7f) | 0x80, ((size >> 7) & 0x7f) | 0x80, size >> 14]);
  return Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 0]), leb, name, payload]);
})();

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'altalena-web-'));
  await mkdir(path.join(webDist, 'assets'));
  const html = `<!doctype html><title>Altalena</title>${'<!-- padding -->'.repeat(100)}`;
  const files: Record<string, string> = {
    'index.html': html,
    'assets/index-abc123.js': script,
  };
  // What apps/web/scripts/compressPlugin.ts writes at build time.
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(webDist, name), content);
    await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(webDist, `${name}.gz`), gzipSync(content, { level: 9 }));
  }
  await writeFile(path.join(webDist, 'assets', 'plain-def456.js'), script);
  // The scanner's decoder: binary, compressed at build time like the text files.
  await writeFile(path.join(webDist, 'assets', 'zxing_reader-abc123.wasm'), wasm);
  await writeFile(
    path.join(webDist, 'assets', 'zxing_reader-abc123.wasm.br'),
    brotliCompressSync(wasm),
  );
  await writeFile(
    path.join(webDist, 'assets', 'zxing_reader-abc123.wasm.gz'),
    gzipSync(wasm, { level: 9 }),
  );
  ctx = await createTestContext({ driver: 'pglite', env: { WEB_DIST: webDist } });
  const admin = await makeUser(ctx, { isAdmin: true });
  adminId = admin.id;
  ({ token } = await issueToken(ctx.db, admin.id, ctx.clock.now(), 1));
  await ctx.db.execute(sql`insert into customers
      (name, customer_type, email, address, city, created_at, updated_at)
    select 'Cliente ' || lpad(g::text, 4, '0'), 'company', 'c' || g || '@example.com',
      'Via Roma ' || g, 'Milano', now(), now()
    from generate_series(1, 600) as g`);
});

afterAll(async () => {
  await ctx?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('pre-compressed web build', () => {
  it('sends the .br file as it is to a client that accepts brotli, decoding to the same bytes', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
    expect(brotliDecompressSync(res.rawPayload).equals(Buffer.from(script))).toBe(true);
  });

  it('sends the .gz file to a gzip-only client and the file itself to one that accepts nothing', async () => {
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('serves index.html (also for client routes) pre-compressed and never cached', async () => {
    for (const url of ['/', '/auth/login']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(
        '<title>Altalena</title>',
      );
    }
  });

  it("sends the scanner's WebAssembly pre-compressed as application/wasm, decoding to the same bytes", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/zxing_reader-abc123.wasm',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // Browsers compile a module while it streams in only when it says it is WebAssembly.
    expect(res.headers['content-type']).toBe('application/wasm');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(wasm.length / 2);
    // The build's copy as it is, its length known (compressing on the fly would stream it chunked).
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(brotliDecompressSync(res.rawPayload).equals(wasm)).toBe(true);
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/zxing_reader-abc123.wasm',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect([gz.headers['content-encoding'], gz.headers['content-type']]).toEqual([
      'gzip',
      'application/wasm',
    ]);
    expect(gunzipSync(gz.rawPayload).equals(wasm)).toBe(true);
  });

  it('compresses a file the build left uncompressed on the fly, and answers 304 to a revalidation', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/plain-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/assets/plain-def456.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('compressed API answers', () => {
  const auth = () => ({ authorization: `Token ${token}` });

  it('compresses a large JSON list with brotli, decoding to the same JSON', async () => {
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customers/?page_size=100',
      headers: { ...auth(), 'accept-encoding': 'br, gzip' },
    });
    const identity = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customers/?page_size=100',
      headers: auth(),
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(compressed.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(
      JSON.parse(identity.body),
    );
  });

  it('leaves small answers, errors and 204 as they are', async () => {
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customers/?page_size=1',
      headers: { ...auth(), 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body).count).toBe(600);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customers/999999/',
      headers: { ...auth(), 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ detail: 'not_found' });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customers/?format=pdf',
      headers: { ...auth(), 'accept-encoding': 'gzip' },
    });
    expect(bad.statusCode).toBe(400);
    const body =
      bad.headers['content-encoding'] === 'gzip' ? gunzipSync(bad.rawPayload).toString() : bad.body;
    expect(JSON.parse(body)).toMatchObject({ detail: 'validation_error' });
    const { token: other } = await issueToken(ctx.db, adminId, ctx.clock.now(), 1);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: { authorization: `Token ${other}`, 'accept-encoding': 'br' },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.rawPayload.length).toBe(0);
    expect(logout.headers['content-encoding']).toBeUndefined();
  });

  it('streams the CSV export compressed (chunked, no content-length), decoding to the whole file', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/customers/?format=csv',
      headers: { ...auth(), 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    const csv = gunzipSync(res.rawPayload);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The header, 600 customers, and the empty string after the last CRLF.
    expect(csv.subarray(3).toString().split('\r\n')).toHaveLength(602);
  });
});
