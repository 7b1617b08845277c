import type { AddressInfo } from 'node:net';
import { issueToken } from './auth/session';
import { makeUser } from './testing/client';
import { insertPark } from './domain/inspections/fixtures';
import { domainWorld, type DomainWorld } from './testing/world';
import { API_CACHE_CONTROL } from './http/cacheControl';
import { createTestContext, testPhoto, type TestContext } from './testing';

// Cache-Control of the API's answers (issue 22): nothing a user reads through the API (nor the login's token)
// may stay in a browser's or proxy's cache; files and PDFs keep their revalidation.
let ctx: TestContext;
let world: DomainWorld;
let base: string;
let token: string;
let parkId: number;

beforeAll(async () => {
  ctx = await createTestContext({ driver: 'pglite' });
  world = await domainWorld(ctx);
  const { port } = ctx.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/api/v1`;
  parkId = await insertPark(ctx, world.customerAId, 'Parco della Cache');
  ({ token } = await issueToken(ctx.db, world.admin.userId, ctx.clock.now(), 24));
});
afterAll(async () => ctx?.close());

/** A GET of `path` by the admin over real HTTP, accepting brotli as browsers do. */
const get = (path: string, headers: Record<string, string> = {}) =>
  world.admin.request('GET', path, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

describe('Cache-Control of API answers', () => {
  it('is private, no-store on the login answer and on every JSON and CSV answer of a signed-in user', async () => {
    const user = await makeUser(ctx);
    const login = await world.api.login(user.username, user.password);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    const refused = await world.api.login(user.username, 'Wrong1password');
    expect(refused.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    const created = await world.admin.post('/customers/', {
      name: 'Comune di Cache',
      customer_type: 'municipality',
      email: 'cache@example.com',
      address: 'Via Roma 1',
      city: 'Pisa',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    for (const path of [
      '/users/me/',
      '/customers/?page_size=100',
      `/customers/${created.body.id}/`,
      '/customers/?format=csv',
      '/dashboard/',
      '/parks/',
      '/parks/markers/',
      '/customers/999999/',
    ]) {
      // Twice: the second answer of a kept route comes from the process's memory.
      for (const round of [1, 2]) {
        const answer = await get(path);
        expect(`${round} ${path} ${answer.headers.get('cache-control')}`).toBe(
          `${round} ${path} ${API_CACHE_CONTROL}`,
        );
      }
    }
    // The item's ETag stays for the next If-Match.
    expect((await get(`/customers/${created.body.id}/`)).headers.get('etag')).toMatch(/^"\d+"$/);
    expect((await world.anonymous.get('/users/me/')).headers.get('cache-control')).toBe(
      API_CACHE_CONTROL,
    );
  });

  it('keeps compression of large JSON answers', async () => {
    for (let n = 0; n < 40; n++) {
      await world.admin.post('/customers/', {
        name: `Comune numero ${n} con un nome abbastanza lungo`,
        customer_type: 'municipality',
        email: `cache${n}@example.com`,
        address: 'Via Roma 1',
        city: 'Pisa',
      });
    }
    const answer = await get('/customers/?page_size=100');
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expect(answer.body.count).toBeGreaterThan(40);
  });

  it('leaves files and PDFs private, no-cache with their ETag revalidation (304), and public settings cached', async () => {
    const form = new FormData();
    form.append('owner_type', 'park');
    form.append('owner_id', String(parkId));
    form.append('kind', 'photo');
    form.append('file', new Blob([new Uint8Array(await testPhoto('jpeg'))]), 'a.jpg');
    const authorization = `Token ${token}`;
    const uploaded = await fetch(`${base}/files/`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: number };
    const content = await fetch(`${base}/files/${file.id}/content/`, {
      headers: { authorization },
    });
    expect(content.status).toBe(200);
    expect(content.headers.get('cache-control')).toBe('private, no-cache');
    const etag = content.headers.get('etag') ?? '';
    const revalidated = await fetch(`${base}/files/${file.id}/content/`, {
      headers: { authorization, 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
    const labels = await get(`/parks/${parkId}/labels/`);
    expect(labels.status).toBe(200);
    expect(labels.headers.get('content-type')).toBe('application/pdf');
    expect(labels.headers.get('cache-control')).toBe('private, no-cache');
    const settings = await world.anonymous.get('/settings/');
    expect(settings.headers.get('cache-control')).toBe('public, max-age=300');
  });
});
