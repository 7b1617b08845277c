import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, insertCustomer, type DomainWorld } from '../../testing/world';
import { insertInspection, insertPark, insertSelects, insertToy } from './fixtures';

const valid = {
  code: 'PK-01',
  name: 'Giardino di Boboli',
  address: 'Piazza Pitti 1',
  city: 'Firenze',
  province: 'FI',
  latitude: 43.7621,
  longitude: 11.2486,
  site_type: 'urban_park',
};

type Named = { name: string };
const names = (body: { results: Named[] }) => body.results.map((row) => row.name);

describe.each(await testDrivers())('parks on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2025-01-01T10:00:00Z' });
    world = await domainWorld(ctx);
    await insertSelects(ctx, [
      ['site_type', 'urban_park', true],
      ['site_type', 'school_yard', true],
      ['site_type', 'retired', false],
    ]);
  });
  afterAll(async () => ctx?.close());

  it('creates with validation, reads with derived fields, updates with If-Match', async () => {
    ctx.clock.set('2025-01-01T10:00:00Z');
    const path = '/parks/';
    const noCustomer = await world.admin.post(path, valid);
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.error_list).toEqual([
      expect.objectContaining({ field: 'customer_id', code: 'required' }),
    ]);
    const ghost = await world.admin.post(path, { ...valid, customer_id: 2_000_000_000 });
    expect(ghost.status).toBe(400);
    expect(ghost.body.error_list[0]).toMatchObject({
      field: 'customer_id',
      code: 'does_not_exist',
    });
    for (const siteType of ['retired', 'volcano']) {
      const refused = await world.admin.post(path, {
        ...valid,
        customer_id: world.customerAId,
        site_type: siteType,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error_list[0]).toMatchObject({
        field: 'site_type',
        code: 'invalid_choice',
      });
    }
    const invalid = await world.admin.post(path, {
      ...valid,
      customer_id: world.customerAId,
      latitude: 90.5,
      longitude: -181,
      province: 'fi',
      code: 'x'.repeat(31),
      name: ' ',
      status: 'demolished',
      colour: 'green',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual(
      ['code', 'colour', 'latitude', 'longitude', 'name', 'province', 'status'].sort(),
    );

    const created = await world.admin.post(path, { ...valid, customer_id: world.customerAId });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/v1/parks/${created.body.id}/`);
    const openDue = { last_inspection_id: null, last_performed_on: null, overdue: false };
    expect(created.body).toMatchObject({
      ...valid,
      customer_id: world.customerAId,
      customer_name: 'Comune di Alfa',
      fenced: false,
      status: 'open',
      toy_count: 0,
      open_findings_count: 0,
      worst_open_risk: null,
      version: 1,
      // Never inspected: due from the day the park was recorded.
      next_due_on: '2025-01-01',
      due: {
        routine_visual: { ...openDue, next_due_on: '2025-01-01' },
        operational: { ...openDue, next_due_on: '2025-01-01' },
        annual_main: { ...openDue, next_due_on: '2025-01-01' },
      },
    });
    const item = `/parks/${created.body.id}/`;
    const read = await world.admin.get(item);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');

    expect((await world.admin.patch(item, { city: 'Fiesole' }, null)).status).toBe(428);
    const patched = await world.admin.patch(item, { city: 'Fiesole', fenced: true }, 1);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ city: 'Fiesole', fenced: true, version: 2 });
    expect((await world.admin.patch(item, { city: 'Prato' }, 1)).status).toBe(412);
    expect((await world.admin.get(item)).body.city).toBe('Fiesole');
    const putWithout = await world.admin.put(item, valid, 2);
    expect(putWithout.status).toBe(400);
    expect(putWithout.body.error_list[0]).toMatchObject({ field: 'customer_id', code: 'required' });
    const { site_type: _siteType, code: _code, ...bare } = valid;
    const replaced = await world.admin.put(item, { ...bare, customer_id: world.customerBId }, 2);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      customer_id: world.customerBId,
      customer_name: 'Comune di Beta',
      code: null,
      site_type: null,
      fenced: false,
      city: 'Firenze',
      version: 3,
    });
    const moveToGhost = await world.admin.patch(item, { customer_id: 2_000_000_000 }, 3);
    expect(moveToGhost.body.error_list[0]).toMatchObject({ code: 'does_not_exist' });
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'park'), eq(auditLog.entity_id, created.body.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  });

  it('lists with search, ordering, filters and pages', async () => {
    const customerId = await insertCustomer(ctx, 'Comune di Lista');
    const other = await insertCustomer(ctx, 'Azienda Zeta');
    const rows = [
      { name: 'Parco delle Cascine', code: 'L-3', city: 'Firenze', province: 'FI' },
      { name: 'Giardino Scotto', code: 'L-1', city: 'Pisa', province: 'PI', site_type: 'x' },
      { name: 'Villa Fabbricotti', code: 'L-2', city: 'Livorno', province: 'LI' },
    ];
    for (const row of rows) await insertPark(ctx, customerId, row);
    await insertPark(ctx, other, {
      name: 'Parco Zeta_100%',
      code: 'Z-1',
      city: 'Pisa',
      status: 'closed',
    });
    const list = (query: string) => world.admin.get(`/parks/?${query}`);

    const defaultOrder = await list(`customer_id=${customerId}`);
    expect(defaultOrder.status).toBe(200);
    expect(names(defaultOrder.body)).toEqual([
      'Giardino Scotto',
      'Parco delle Cascine',
      'Villa Fabbricotti',
    ]);
    expect(names((await list(`customer_id=${customerId}&ordering=-code`)).body)).toEqual([
      'Parco delle Cascine',
      'Villa Fabbricotti',
      'Giardino Scotto',
    ]);
    expect(names((await list(`customer_id=${customerId}&ordering=city,-name`)).body)).toEqual([
      'Parco delle Cascine',
      'Villa Fabbricotti',
      'Giardino Scotto',
    ]);
    const byCustomer = (await list('search=pisa&ordering=-customer_name,name')).body;
    expect(names(byCustomer)).toEqual(['Giardino Scotto', 'Parco Zeta_100%']);
    expect(names((await list('search=FABBRI')).body)).toEqual(['Villa Fabbricotti']);
    expect(names((await list('search=l-2')).body)).toEqual(['Villa Fabbricotti']);
    expect(names((await list('search=_100%25')).body)).toEqual(['Parco Zeta_100%']);
    expect((await list('search=_1000')).body.count).toBe(0);
    expect(names((await list('city=pisa&status=closed')).body)).toEqual(['Parco Zeta_100%']);
    expect(names((await list(`province=li&customer_id=${customerId}`)).body)).toEqual([
      'Villa Fabbricotti',
    ]);
    expect(names((await list('site_type=x')).body)).toEqual(['Giardino Scotto']);

    const paged = await list(`customer_id=${customerId}&page_size=2&page=2`);
    expect(paged.body.count).toBe(3);
    expect(names(paged.body)).toEqual(['Villa Fabbricotti']);
    expect(paged.body.next).toBeNull();
    expect(paged.body.previous).toContain('page=1');

    const bad = await list(
      'ordering=latitude&due_within_days=367&worst_open_risk=extreme&overdue=yes&customer_id=0',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'customer_id',
      'due_within_days',
      'ordering',
      'overdue',
      'worst_open_risk',
    ]);
    const nul = await list('search=%00&city=%00');
    expect(nul.status).toBe(400);
  });

  it('scopes customer users to their own parks and forces their customer', async () => {
    const parkA = await insertPark(ctx, world.customerAId, { name: 'Parco Alfa' });
    const parkB = await insertPark(ctx, world.customerBId, { name: 'Parco Beta' });
    const listA = await world.customerA.get('/parks/?page_size=100');
    expect(listA.status).toBe(200);
    expect(listA.body.count).toBeGreaterThan(0);
    for (const row of listA.body.results) expect(row.customer_id).toBe(world.customerAId);
    expect(names(listA.body)).toContain('Parco Alfa');
    expect((await world.customerA.get(`/parks/?customer_id=${world.customerBId}`)).body.count).toBe(
      0,
    );

    const itemB = `/parks/${parkB}/`;
    const ghost = '/parks/2000000000/';
    for (const path of [itemB, ghost]) {
      const read = await world.customerA.get(path);
      expect(read.status).toBe(404);
      expect(read.body.detail).toBe('not_found');
      expect((await world.customerA.patch(path, { name: 'Preso' }, 1)).status).toBe(404);
      expect(
        (await world.customerA.put(path, { ...valid, site_type: null, name: 'Preso' }, 1)).status,
      ).toBe(404);
      expect((await world.customerA.delete(path, 1)).status).toBe(404);
    }
    expect((await world.admin.get(itemB)).body.name).toBe('Parco Beta');

    const created = await world.customerA.post('/parks/', {
      ...valid,
      name: 'Parco nuovo di Alfa',
      customer_id: world.customerBId,
    });
    expect(created.status).toBe(201);
    expect(created.body.customer_id).toBe(world.customerAId);
    const noCustomerField = await world.customerA.post('/parks/', { ...valid, name: 'Altro' });
    expect(noCustomerField.status).toBe(201);
    expect(noCustomerField.body.customer_id).toBe(world.customerAId);

    const itemA = `/parks/${parkA}/`;
    const edited = await world.customerA.patch(
      itemA,
      { status: 'archived', customer_id: world.customerBId },
      1,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'archived', customer_id: world.customerAId });
    const replaced = await world.customerA.put(itemA, { ...valid, name: 'Parco Alfa 2' }, 2);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ customer_id: world.customerAId, status: 'open' });
    // Customers archive; only admins delete.
    expect((await world.customerA.delete(itemA, 3)).status).toBe(404);
    expect((await world.customerA.get(itemA)).status).toBe(200);

    expect((await world.anonymous.get('/parks/')).status).toBe(401);
    expect((await world.anonymous.get(itemA)).status).toBe(401);
    expect((await world.anonymous.post('/parks/', valid)).status).toBe(401);
    expect((await world.anonymous.delete(itemA)).status).toBe(401);
  });

  it('deletes an empty park and refuses one with toys or inspections', async () => {
    const empty = await insertPark(ctx, world.customerAId);
    const withToys = await insertPark(ctx, world.customerAId);
    const withInspections = await insertPark(ctx, world.customerAId);
    await insertToy(ctx, withToys);
    await insertInspection(ctx, withInspections, 'routine_visual', 'scheduled', null);

    const toysRefused = await world.admin.delete(`/parks/${withToys}/`);
    expect(toysRefused.status).toBe(409);
    expect(toysRefused.body).toMatchObject({
      detail: 'park_has_toys',
      error_list: [expect.objectContaining({ field: 'toys', code: 'has_dependents' })],
    });
    const inspectionsRefused = await world.admin.delete(`/parks/${withInspections}/`);
    expect(inspectionsRefused.status).toBe(409);
    expect(inspectionsRefused.body.detail).toBe('park_has_inspections');
    expect((await world.admin.delete(`/parks/${empty}/`, 2)).status).toBe(412);
    expect((await world.admin.delete(`/parks/${empty}/`, 1)).status).toBe(204);
    expect((await world.admin.get(`/parks/${empty}/`)).status).toBe(404);
    expect((await world.admin.get(`/parks/${withToys}/`)).status).toBe(200);
  });
});
