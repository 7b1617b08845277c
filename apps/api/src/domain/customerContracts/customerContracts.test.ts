import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, customerContractParks, inspections, parks } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';

let parkSequence = 0;

/** Inserts a park of a customer directly (the parks resource is another area's). */
async function insertPark(ctx: TestContext, customerId: number): Promise<number> {
  parkSequence += 1;
  const [row] = await ctx.db
    .insert(parks)
    .values({
      customer_id: customerId,
      name: `Parco ${parkSequence}`,
      address: 'Via dei Giardini 1',
      city: 'Firenze',
      latitude: 43.77,
      longitude: 11.25,
    })
    .returning({ id: parks.id });
  if (!row) throw new Error('no park inserted');
  return row.id;
}

describe.each(await testDrivers())('customer-contracts on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
    valid = {
      customer_id: world.customerAId,
      number: 'CC-2025-001',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      status: 'active',
      services: ['routine_visual', 'annual_main', 'repair'],
      amount_cents: 1_250_000,
      cig: 'Z1A2B3C4D5',
      cup: 'B12C34567890123',
      payment_terms_days: 60,
      notes: 'Gara MEPA',
    };
  });
  afterAll(async () => ctx?.close());

  it('creates with defaults, covered parks and the customer name; reads it back; audits it', async () => {
    const parkA1 = await insertPark(ctx, world.customerAId);
    const parkA2 = await insertPark(ctx, world.customerAId);
    const created = await world.admin.post('/customer-contracts/', {
      ...valid,
      frequency_days: { operational: 30 },
      park_ids: [parkA2, parkA1],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...valid,
      version: 1,
      customer_name: 'Comune di Alfa',
      frequency_days: { routine_visual: 7, operational: 30, annual_main: 365 },
      park_ids: [parkA1, parkA2].sort((a, b) => a - b),
    });
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/v1/customer-contracts/${created.body.id}/`);
    const read = await world.admin.get(`/customer-contracts/${created.body.id}/`);
    expect(read.body).toEqual(created.body);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'customer_contract'), eq(auditLog.entity_id, created.body.id)),
      );
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
    expect(entries[0]?.changes).toMatchObject({ park_ids: [parkA1, parkA2].sort((a, b) => a - b) });

    const bare = await world.admin.post('/customer-contracts/', {
      customer_id: world.customerBId,
      number: 'CC-2025-002',
      start_date: '2025-03-01',
      status: 'draft',
      services: ['operational'],
    });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({
      end_date: null,
      frequency_days: { routine_visual: 7, operational: 90, annual_main: 365 },
      park_ids: [],
      amount_cents: null,
      cig: null,
      customer_name: 'Comune di Beta',
    });
  });

  it('refuses invalid bodies with one error per field', async () => {
    const parkB = await insertPark(ctx, world.customerBId);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...valid, number: 'X-1', end_date: '2024-12-31' }, 'end_date', 'before_start'],
      [{ ...valid, number: 'X-2', customer_id: 999_999 }, 'customer_id', 'does_not_exist'],
      [{ ...valid, number: 'X-3', park_ids: [parkB] }, 'park_ids', 'invalid_park'],
      [{ ...valid, number: 'X-4', park_ids: [2_000_000_000] }, 'park_ids', 'invalid_park'],
      [{ ...valid, number: 'X-5', services: [] }, 'services'],
      [{ ...valid, number: 'X-6', services: ['repair', 'repair'] }, 'services'],
      [{ ...valid, number: 'X-7', services: ['painting'] }, 'services.0'],
      [{ ...valid, number: 'X-8', cig: 'ABC' }, 'cig'],
      [{ ...valid, number: 'X-9', cup: 'B12C3456789012-' }, 'cup'],
      [{ ...valid, number: 'X-10', payment_terms_days: 366 }, 'payment_terms_days'],
      [
        { ...valid, number: 'X-11', frequency_days: { annual_main: 0 } },
        'frequency_days.annual_main',
      ],
      [{ ...valid, number: 'X-12', frequency_days: { weekly: 3 } }, 'frequency_days.weekly'],
      [{ ...valid, number: 'X-13', start_date: '1899-12-31' }, 'start_date'],
      [{ ...valid, number: 'X-14', customer_id: 3_000_000_000 }, 'customer_id'],
      [{ ...valid, number: 'x'.repeat(51) }, 'number'],
      [{ ...valid, number: 'X-16', colour: 'red' }, 'colour'],
      [{ ...valid, number: 'X-17', amount_cents: -1 }, 'amount_cents'],
      [{ ...valid, number: 'X-18', notes: 'a\u0000b' }, 'notes'],
    ];
    for (const [body, field, code] of cases) {
      const response = await world.admin.post('/customer-contracts/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error_list[0]).toMatchObject(code ? { field, code } : { field });
    }
    const list = await world.admin.get('/customer-contracts/?search=X-');
    expect(list.body.count).toBe(0);
  });

  it('lists with search, filters, ordering and the default newest-first order', async () => {
    const make = async (number: string, start: string, end: string | null, extra = {}) => {
      const response = await world.admin.post('/customer-contracts/', {
        ...valid,
        number,
        start_date: start,
        end_date: end,
        ...extra,
      });
      expect(response.status).toBe(201);
      return response.body.id as number;
    };
    await make('L-ALPHA', '2020-01-01', '2020-12-31', { status: 'expired', cig: 'ALPHA00001' });
    await make('L-BETA', '2022-06-01', null, { customer_id: world.customerBId, cig: null });
    await make('L-GAMMA', '2023-01-01', '2023-06-30', { status: 'terminated', notes: 'disdetta' });
    const numbers = (response: { body: { results: { number: string }[] } }) =>
      response.body.results.map((item) => item.number);

    const all = await world.admin.get('/customer-contracts/?search=L-');
    expect(numbers(all)).toEqual(['L-GAMMA', 'L-BETA', 'L-ALPHA']);
    expect(numbers(await world.admin.get('/customer-contracts/?search=alpha0'))).toEqual([
      'L-ALPHA',
    ]);
    expect(numbers(await world.admin.get('/customer-contracts/?search=DISDETTA'))).toEqual([
      'L-GAMMA',
    ]);
    expect(
      numbers(await world.admin.get('/customer-contracts/?search=L-&ordering=number')),
    ).toEqual(['L-ALPHA', 'L-BETA', 'L-GAMMA']);
    expect(
      numbers(
        await world.admin.get('/customer-contracts/?search=L-&ordering=-customer_name,number'),
      ),
    ).toEqual(['L-BETA', 'L-ALPHA', 'L-GAMMA']);
    expect(numbers(await world.admin.get(`/customer-contracts/?search=L-&status=expired`))).toEqual(
      ['L-ALPHA'],
    );
    expect(
      numbers(
        await world.admin.get(`/customer-contracts/?search=L-&customer_id=${world.customerBId}`),
      ),
    ).toEqual(['L-BETA']);
    expect(
      numbers(
        await world.admin.get(
          '/customer-contracts/?search=L-&start_date_from=2021-01-01&start_date_to=2022-12-31',
        ),
      ),
    ).toEqual(['L-BETA']);
    expect(
      numbers(
        await world.admin.get(
          '/customer-contracts/?search=L-&end_date_from=2020-06-01&end_date_to=2021-01-01',
        ),
      ),
    ).toEqual(['L-ALPHA']);
    expect(
      numbers(await world.admin.get('/customer-contracts/?search=L-&active_on=2023-03-15')),
    ).toEqual(['L-GAMMA', 'L-BETA']);
    expect(
      numbers(await world.admin.get('/customer-contracts/?search=L-&active_on=2020-12-31')),
    ).toEqual(['L-ALPHA']);
    const bad = await world.admin.get(
      '/customer-contracts/?active_on=2023-02-30&status=open&ordering=amount_cents',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'active_on',
      'ordering',
      'status',
    ]);
  });

  it('updates with If-Match, replaces covered parks only when given, keeps the date rule', async () => {
    const [p1, p2, p3] = [
      await insertPark(ctx, world.customerAId),
      await insertPark(ctx, world.customerAId),
      await insertPark(ctx, world.customerAId),
    ];
    const created = await world.admin.post('/customer-contracts/', {
      ...valid,
      number: 'U-1',
      park_ids: [p1],
    });
    const path = `/customer-contracts/${created.body.id}/`;
    expect((await world.admin.patch(path, { notes: 'x' }, null)).status).toBe(428);
    const first = await world.admin.patch(path, { park_ids: [p3, p2], status: 'suspended' }, 1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ park_ids: [p2, p3], status: 'suspended', version: 2 });
    const [update] = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'customer_contract'),
          eq(auditLog.entity_id, first.body.id),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(update?.changes).toMatchObject({
      park_ids: { from: [p1], to: [p2, p3] },
      status: { to: 'suspended' },
    });
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await world.admin.patch(path, { park_ids: [] }, 1);
    expect(stale.status).toBe(412);
    expect((await world.admin.get(path)).body.park_ids).toEqual([p2, p3]);

    const kept = await world.admin.patch(path, { frequency_days: { routine_visual: 14 } }, 2);
    expect(kept.body).toMatchObject({
      park_ids: [p2, p3],
      frequency_days: { routine_visual: 14, operational: 90, annual_main: 365 },
      version: 3,
    });
    const before = await world.admin.patch(path, { start_date: '2026-01-01' }, 3);
    expect(before.status).toBe(400);
    expect(before.body.error_list[0]).toMatchObject({ field: 'end_date', code: 'before_start' });
    const open = await world.admin.patch(path, { end_date: null, start_date: '2026-01-01' }, 3);
    expect(open.body).toMatchObject({ end_date: null, start_date: '2026-01-01', version: 4 });

    // Moving the contract to another customer must not leave it covering the old customer's parks.
    const moved = await world.admin.patch(path, { customer_id: world.customerBId }, 4);
    expect(moved.status).toBe(400);
    expect(moved.body.error_list[0]).toMatchObject({ field: 'park_ids', code: 'invalid_park' });
    const movedClean = await world.admin.patch(
      path,
      { customer_id: world.customerBId, park_ids: [] },
      4,
    );
    expect(movedClean.body).toMatchObject({
      customer_name: 'Comune di Beta',
      park_ids: [],
      version: 5,
    });

    const replaced = await world.admin.put(
      path,
      { ...valid, number: 'U-1', notes: null, cig: null, park_ids: [p1] },
      5,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      customer_id: world.customerAId,
      park_ids: [p1],
      cig: null,
      notes: null,
      frequency_days: { routine_visual: 7, operational: 90, annual_main: 365 },
      version: 6,
    });
    const putNoParks = await world.admin.put(path, { ...valid, number: 'U-1' }, 6);
    expect(putNoParks.body).toMatchObject({ park_ids: [p1], version: 7 });
    const links = await ctx.db
      .select()
      .from(customerContractParks)
      .where(eq(customerContractParks.contract_id, created.body.id));
    expect(links.map((link) => link.park_id)).toEqual([p1]);
    const unknown = await world.admin.patch(path, { customer_name: 'X' }, 7);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error_list[0]).toMatchObject({ field: 'customer_name' });
  });

  it('answers 409 for a taken number, on create and on update', async () => {
    const one = await world.admin.post('/customer-contracts/', { ...valid, number: 'DUP-1' });
    expect(one.status).toBe(201);
    const again = await world.admin.post('/customer-contracts/', { ...valid, number: 'DUP-1' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      detail: 'already_exists',
      error_list: [{ field: 'number', code: 'unique' }],
    });
    const two = await world.admin.post('/customer-contracts/', { ...valid, number: 'DUP-2' });
    const renamed = await world.admin.patch(
      `/customer-contracts/${two.body.id}/`,
      { number: 'DUP-1' },
      1,
    );
    expect(renamed.status).toBe(409);
    expect((await world.admin.get(`/customer-contracts/${two.body.id}/`)).body.number).toBe(
      'DUP-2',
    );
  });

  it('deletes a contract without inspections and refuses one with them', async () => {
    const parkId = await insertPark(ctx, world.customerAId);
    const free = await world.admin.post('/customer-contracts/', {
      ...valid,
      number: 'D-1',
      park_ids: [parkId],
    });
    expect((await world.admin.delete(`/customer-contracts/${free.body.id}/`, 2)).status).toBe(412);
    expect((await world.admin.delete(`/customer-contracts/${free.body.id}/`, 1)).status).toBe(204);
    expect((await world.admin.get(`/customer-contracts/${free.body.id}/`)).status).toBe(404);

    const used = await world.admin.post('/customer-contracts/', { ...valid, number: 'D-2' });
    await ctx.db.insert(inspections).values({
      park_id: parkId,
      contract_id: used.body.id,
      type: 'routine_visual',
      number: 'T/0001',
    });
    const refused = await world.admin.delete(`/customer-contracts/${used.body.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      detail: 'contract_has_inspections',
      error_list: [{ field: 'inspections', code: 'has_dependents' }],
    });
    expect((await world.admin.get(`/customer-contracts/${used.body.id}/`)).status).toBe(200);
  });

  it('is a 404 for customer users on every method and a 401 for anonymous callers', async () => {
    const created = await world.admin.post('/customer-contracts/', { ...valid, number: 'R-1' });
    const path = `/customer-contracts/${created.body.id}/`;
    for (const caller of [world.customerA, world.customerB]) {
      expect((await caller.get('/customer-contracts/')).status).toBe(404);
      expect((await caller.post('/customer-contracts/', { ...valid, number: 'R-2' })).status).toBe(
        404,
      );
      expect((await caller.post('/customer-contracts/', { nonsense: 1 })).status).toBe(404);
      expect((await caller.get(path)).status).toBe(404);
      expect((await caller.patch(path, { notes: 'x' }, 1)).status).toBe(404);
      expect((await caller.put(path, valid, 1)).status).toBe(404);
      expect((await caller.delete(path, 1)).status).toBe(404);
    }
    expect((await world.anonymous.get('/customer-contracts/')).status).toBe(401);
    expect((await world.anonymous.get(path)).status).toBe(401);
    expect((await world.anonymous.post('/customer-contracts/', valid)).status).toBe(401);
    expect((await world.anonymous.delete(path)).status).toBe(401);
    expect((await world.admin.get(path)).body.version).toBe(1);
  });
});
