import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';

const valid = {
  name: 'Comune di Fiesole',
  customer_type: 'municipality',
  is_public_body: true,
  vat_number: '01307110484',
  email: 'protocollo@comune.fiesole.fi.it',
  address: 'Piazza Mino 24',
  city: 'Fiesole',
  zip: '50014',
  province: 'FI',
};

describe.each(await testDrivers())('customers on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  it('creates, reads with an ETag, and records the creation in the audit log', async () => {
    const created = await world.admin.post('/customers/', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, version: 1, country: 'IT', is_active: true });
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/v1/customers/${created.body.id}/`);
    const read = await world.admin.get(`/customers/${created.body.id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entity_id, created.body.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
    expect(entries[0]?.changes).toMatchObject({ name: valid.name });
  });

  it('lists with search, ordering, filters and pages', async () => {
    for (const name of ['Campeggio Lo Scoiattolo', 'Scuola Dante', 'Condominio Aurora']) {
      const type = name.startsWith('Campeggio')
        ? 'campsite'
        : name.startsWith('Scuola')
          ? 'school'
          : 'condominium';
      const response = await world.admin.post('/customers/', {
        ...valid,
        name,
        customer_type: type,
        is_public_body: false,
      });
      expect(response.status).toBe(201);
    }
    const search = await world.admin.get('/customers/?search=SCOIATT');
    expect(search.body.results.map((c: { name: string }) => c.name)).toEqual([
      'Campeggio Lo Scoiattolo',
    ]);
    const literal = await world.admin.get('/customers/?search=%25');
    expect(literal.body.count).toBe(0);
    const ordered = await world.admin.get('/customers/?ordering=-name&page_size=2');
    expect(ordered.status).toBe(200);
    const names = ordered.body.results.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort().reverse());
    expect(ordered.body.next).toContain('page=2');
    expect(ordered.body.previous).toBeNull();
    const second = await world.admin.get(ordered.body.next.replace('/api/v1', ''));
    expect(second.body.previous).toContain('page=1');
    const filtered = await world.admin.get('/customers/?customer_type=school&is_active=true');
    expect(filtered.body.results.map((c: { name: string }) => c.name)).toEqual(['Scuola Dante']);
    const bad = await world.admin.get('/customers/?ordering=password&page_size=101&color=red');
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual(
      expect.arrayContaining(['ordering', 'page_size']),
    );
  });

  it('updates with If-Match, refuses a stale or missing one with nothing changed', async () => {
    const created = await world.admin.post('/customers/', { ...valid, name: 'Comune di Vinci' });
    const path = `/customers/${created.body.id}/`;
    const missing = await world.admin.patch(path, { city: 'Empoli' }, null);
    expect(missing.status).toBe(428);
    const first = await world.admin.patch(path, { city: 'Vinci' }, 1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ city: 'Vinci', version: 2 });
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await world.admin.patch(path, { city: 'Empoli' }, 1);
    expect(stale.status).toBe(412);
    expect(stale.body.detail).toBe('precondition_failed');
    expect((await world.admin.get(path)).body.city).toBe('Vinci');
    const replaced = await world.admin.put(path, { ...valid, name: 'Comune di Vinci' }, 2);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ city: 'Fiesole', zip: '50014', version: 3 });
    const unknown = await world.admin.patch(path, { colour: 'red' }, 3);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_list[0]).toMatchObject({ field: 'colour' });
    const badVat = await world.admin.patch(path, { vat_number: '01307110485' }, 3);
    expect(badVat.status).toBe(400);
    expect(badVat.body.error_list[0]).toMatchObject({ field: 'vat_number' });
  });

  it('never loses an update under parallel writers with the same If-Match', async () => {
    const created = await world.admin.post('/customers/', { ...valid, name: 'Comune di Prato' });
    const path = `/customers/${created.body.id}/`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        world.admin.patch(path, { notes: `writer ${index}` }, 1),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(7);
    const winner = answers.find((answer) => answer.status === 200);
    expect((await world.admin.get(path)).body).toMatchObject({
      version: 2,
      notes: winner?.body.notes,
    });
  });

  it('is a 404 for customer users on every method and a 401 for anonymous callers', async () => {
    const created = await world.admin.post('/customers/', { ...valid, name: 'Comune di Sesto' });
    const path = `/customers/${created.body.id}/`;
    for (const caller of [world.customerA, world.customerB]) {
      expect((await caller.get('/customers/')).status).toBe(404);
      expect((await caller.post('/customers/', valid)).status).toBe(404);
      expect((await caller.post('/customers/', { nonsense: true })).status).toBe(404);
      expect((await caller.get(path)).status).toBe(404);
      expect((await caller.patch(path, { city: 'X' }, 1)).status).toBe(404);
      expect((await caller.delete(path)).status).toBe(404);
    }
    expect((await world.anonymous.get('/customers/')).status).toBe(401);
    expect((await world.anonymous.delete(path)).status).toBe(401);
  });

  it('deletes a customer nobody depends on and refuses one with users', async () => {
    const created = await world.admin.post('/customers/', { ...valid, name: 'Comune di Greve' });
    const path = `/customers/${created.body.id}/`;
    expect((await world.admin.delete(path, 1)).status).toBe(204);
    expect((await world.admin.get(path)).status).toBe(404);
    const refused = await world.admin.delete(`/customers/${world.customerAId}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('customer_has_users');
    expect((await world.admin.get(`/customers/${world.customerAId}/`)).status).toBe(200);
  });
});
