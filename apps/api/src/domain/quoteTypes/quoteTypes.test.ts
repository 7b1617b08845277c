import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, parks, quotes } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';

// Migration 0003 seeds quote types: test codes start with `t_`.
const valid = { code: 't_repair', label_it: 'Riparazione', label_en: 'Repair' };

describe.each(await testDrivers())('quote-types on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  it('creates with defaults, lists with search, filters and ordering, answers 409 for a taken code', async () => {
    const created = await world.admin.post('/quote-types/', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...valid,
      default_vat_rate: 22,
      validity_days: 30,
      is_active: true,
      version: 1,
    });
    expect((await world.admin.get(`/quote-types/${created.body.id}/`)).body).toEqual(created.body);
    for (const body of [
      {
        code: 't_surfacing',
        label_it: 'Zetapavimento',
        label_en: 'Surfacing',
        default_vat_rate: 10,
      },
      {
        code: 't_annual_fee',
        label_it: 'Canone annuo',
        label_en: 'Yearly zetafee',
        validity_days: 365,
        is_active: false,
      },
    ]) {
      expect((await world.admin.post('/quote-types/', body)).status).toBe(201);
    }
    const codes = (response: { body: { results: { code: string }[] } }) =>
      response.body.results.map((item) => item.code);
    expect(codes(await world.admin.get('/quote-types/?search=t_'))).toEqual([
      't_annual_fee',
      't_repair',
      't_surfacing',
    ]);
    expect(codes(await world.admin.get('/quote-types/?search=t_&ordering=-label_en'))).toEqual([
      't_annual_fee',
      't_surfacing',
      't_repair',
    ]);
    expect(codes(await world.admin.get('/quote-types/?search=t_&ordering=label_it'))).toEqual([
      't_annual_fee',
      't_repair',
      't_surfacing',
    ]);
    expect(codes(await world.admin.get('/quote-types/?search=ZETAPAV'))).toEqual(['t_surfacing']);
    expect(codes(await world.admin.get('/quote-types/?search=zetafee'))).toEqual(['t_annual_fee']);
    expect(codes(await world.admin.get('/quote-types/?is_active=true&search=t_'))).toEqual([
      't_repair',
      't_surfacing',
    ]);

    const taken = await world.admin.post('/quote-types/', { ...valid, label_it: 'Altro' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      detail: 'already_exists',
      error_list: [{ field: 'code', code: 'unique' }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, code: 'T_repair' }, 'code'],
      [{ ...valid, code: 'x'.repeat(31) }, 'code'],
      [{ ...valid, code: '' }, 'code'],
      [{ ...valid, code: 't_v1', default_vat_rate: 21 }, 'default_vat_rate'],
      [{ ...valid, code: 't_v2', validity_days: 0 }, 'validity_days'],
      [{ ...valid, code: 't_v3', validity_days: 366 }, 'validity_days'],
      [{ ...valid, code: 't_v4', label_en: '' }, 'label_en'],
      [{ ...valid, code: 't_v5', vat: 22 }, 'vat'],
    ];
    for (const [body, field] of cases) {
      const response = await world.admin.post('/quote-types/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error_list[0]).toMatchObject({ field });
    }
  });

  it('updates with If-Match, resets on PUT, deletes an unused type and refuses one in use', async () => {
    const created = await world.admin.post('/quote-types/', { ...valid, code: 't_upd' });
    const path = `/quote-types/${created.body.id}/`;
    expect((await world.admin.patch(path, { validity_days: 60 }, null)).status).toBe(428);
    const patched = await world.admin.patch(path, { validity_days: 60, default_vat_rate: 4 }, 1);
    expect(patched.body).toMatchObject({ validity_days: 60, default_vat_rate: 4, version: 2 });
    expect((await world.admin.patch(path, { validity_days: 90 }, 1)).status).toBe(412);
    expect((await world.admin.get(path)).body.validity_days).toBe(60);
    const renamed = await world.admin.patch(path, { code: 't_repair' }, 2);
    expect(renamed.status).toBe(409);
    const replaced = await world.admin.put(path, { ...valid, code: 't_upd' }, 2);
    expect(replaced.body).toMatchObject({ validity_days: 30, default_vat_rate: 22, version: 3 });
    expect((await world.admin.delete(path, 3)).status).toBe(204);
    expect((await world.admin.get(path)).status).toBe(404);

    const used = await world.admin.post('/quote-types/', { ...valid, code: 't_used' });
    const [park] = await ctx.db
      .insert(parks)
      .values({
        customer_id: world.customerAId,
        name: 'Parco Preventivi',
        address: 'Via Rossi 3',
        city: 'Siena',
        latitude: 43.3,
        longitude: 11.3,
      })
      .returning({ id: parks.id });
    const [inspection] = await ctx.db
      .insert(inspections)
      .values({ park_id: park!.id, type: 'operational', number: 'I/0002' })
      .returning({ id: inspections.id });
    await ctx.db.insert(quotes).values({
      inspection_id: inspection!.id,
      quote_type_id: used.body.id,
      number: 'Q/0002',
      issue_date: '2025-05-01',
    });
    const refused = await world.admin.delete(`/quote-types/${used.body.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      detail: 'quote_type_in_use',
      error_list: [{ field: 'quotes', code: 'has_dependents' }],
    });
    expect((await world.admin.get(`/quote-types/${used.body.id}/`)).status).toBe(200);
  });

  it('is a 404 for customer users on every method and a 401 for anonymous callers', async () => {
    const created = await world.admin.post('/quote-types/', { ...valid, code: 't_roles' });
    const path = `/quote-types/${created.body.id}/`;
    for (const caller of [world.customerA, world.customerB]) {
      expect((await caller.get('/quote-types/?search=t_')).status).toBe(404);
      expect((await caller.post('/quote-types/', { ...valid, code: 't_mine' })).status).toBe(404);
      expect((await caller.get(path)).status).toBe(404);
      expect((await caller.patch(path, { validity_days: 5 }, 1)).status).toBe(404);
      expect((await caller.put(path, valid, 1)).status).toBe(404);
      expect((await caller.delete(path, 1)).status).toBe(404);
    }
    expect((await world.anonymous.get('/quote-types/?search=t_')).status).toBe(401);
    expect((await world.anonymous.post('/quote-types/', valid)).status).toBe(401);
    expect((await world.admin.get(path)).body.version).toBe(1);
  });
});
