import { domainWorld, type DomainWorld } from './testing/world';
import { createTestContext, type TestContext } from './testing';

// CORS_ORIGINS over real HTTP: a portal on an allowed origin reads answers and their ETag, and its preflight
// for an edit with If-Match is granted; any other origin gets no allow header; without the variable nothing
// carries a CORS header.

const portal = 'https://portal.example.it';

/** A customer created by the admin; its id and ETag. */
async function aCustomer(world: DomainWorld): Promise<{ id: number; etag: string }> {
  const created = await world.admin.post('/customers/', {
    name: 'Comune di Gamma',
    customer_type: 'municipality',
    email: 'gamma@example.com',
    address: 'Via Roma 2',
    city: 'Prato',
  });
  expect(created.status).toBe(201);
  return { id: created.body.id, etag: created.headers.get('etag') ?? '' };
}

describe('CORS with CORS_ORIGINS', () => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({
      driver: 'pglite',
      env: { CORS_ORIGINS: `${portal}, http://localhost:5174` },
    });
    world = await domainWorld(ctx);
  });
  afterAll(() => ctx?.close());

  it('lets an allowed origin read an item and its ETag', async () => {
    const { id, etag } = await aCustomer(world);
    const answer = await world.admin.request('GET', `/customers/${id}/`, {
      headers: { origin: portal },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(portal);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/origin/i);
    const exposed = answer.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    for (const name of ['etag', 'content-disposition', 'retry-after', 'location']) {
      expect(exposed).toContain(name);
    }
    expect(answer.headers.get('etag')).toBe(etag);
  });

  it('grants the preflight of a PATCH with If-Match with a 204, and the PATCH itself', async () => {
    const { id, etag } = await aCustomer(world);
    const preflight = await world.anonymous.request('OPTIONS', `/customers/${id}/`, {
      headers: {
        origin: 'http://localhost:5174',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, if-match, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const name of ['authorization', 'if-match', 'content-type', 'accept', 'accept-language']) {
      expect(allowed).toContain(name);
    }

    const patched = await world.admin.request('PATCH', `/customers/${id}/`, {
      json: { city: 'Pistoia' },
      headers: { origin: 'http://localhost:5174', 'if-match': etag },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(patched.body.city).toBe('Pistoia');
  });

  it('gives an origin not in the list no allow header, on a GET and on a preflight', async () => {
    const answer = await world.admin.request('GET', '/customers/', {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await world.anonymous.request('OPTIONS', '/customers/', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(500);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the web app and the docs same-origin', async () => {
    const { port } = ctx.app.server.address() as { port: number };
    const docs = await fetch(`http://127.0.0.1:${port}/api/v1/docs/`, {
      headers: { origin: portal },
    });
    expect(docs.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS without CORS_ORIGINS', () => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver: 'pglite' });
    world = await domainWorld(ctx);
  });
  afterAll(() => ctx?.close());

  it('sends no CORS header and answers a preflight as an unknown method', async () => {
    const answer = await world.admin.request('GET', '/customers/', { headers: { origin: portal } });
    expect(answer.status).toBe(200);
    for (const [name] of answer.headers) expect(name).not.toMatch(/^access-control-/);
    const preflight = await world.anonymous.request('OPTIONS', '/customers/', {
      headers: { origin: portal, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(405);
    for (const [name] of preflight.headers) expect(name).not.toMatch(/^access-control-/);
  });
});
