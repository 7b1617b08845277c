import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installers } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import {
  insertFindings,
  insertInspection,
  insertPark,
  insertSelects,
  insertToy,
} from '../parks/fixtures';
import { domainWorld, insertCustomer, type DomainWorld } from '../../testing/world';

type Coded = { code: string };
const codes = (body: { results: Coded[] }) => body.results.map((row) => row.code);

describe.each(await testDrivers())('toys on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let parkA: number;
  let parkA2: number;
  let parkB: number;
  let installerId: number;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2025-05-01T10:00:00Z' });
    world = await domainWorld(ctx);
    await insertSelects(ctx, [
      ['equipment_type', 'swing', true],
      ['equipment_type', 'slide', true],
      ['equipment_type', 'retired_carousel', false],
      ['surface_type', 'rubber_tiles', true],
      ['surface_type', 'retired_gravel', false],
      ['material', 'wood', true],
    ]);
    parkA = await insertPark(ctx, world.customerAId, { name: 'Parco Alfa' });
    parkA2 = await insertPark(ctx, world.customerAId, { name: 'Parco Alfa Due' });
    parkB = await insertPark(ctx, world.customerBId, { name: 'Parco Beta' });
    const now = ctx.clock.now();
    const [installer] = await ctx.db
      .insert(installers)
      .values({
        company_name: 'Giochi Srl',
        vat_number: '01307110484',
        email: 'info@giochi.it',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: installers.id });
    installerId = installer!.id;
    valid = {
      park_id: parkA,
      code: 'SW-01',
      name: 'Altalena doppia',
      equipment_type: 'swing',
      standard: 'EN 1176-2',
      manufacturer: 'Legnolandia',
      model: 'Duo',
      serial_number: 'SN-123',
      year_of_manufacture: 2020,
      installed_on: '2021-04-15',
      installer_id: installerId,
      age_from: 3,
      age_to: 12,
      free_fall_height_m: 1.25,
      impact_area_m2: 24.5,
      surface_type: 'rubber_tiles',
      surface_depth_mm: 40,
      material: 'wood',
    };
  });
  afterAll(async () => ctx?.close());

  it('creates with validation, reads, updates with If-Match, and refuses a taken code', async () => {
    const created = await world.admin.post('/toys/', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...valid,
      park_name: 'Parco Alfa',
      customer_id: world.customerAId,
      status: 'in_use',
      status_reason: null,
      open_findings_count: 0,
      worst_open_risk: null,
      version: 1,
    });
    const item = `/toys/${created.body.id}/`;
    expect((await world.admin.get(item)).body).toEqual(created.body);

    const taken = await world.admin.post('/toys/', { ...valid, name: 'Copia' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      detail: 'already_exists',
      error_list: [expect.objectContaining({ field: 'code', code: 'unique' })],
    });
    // The same code in another park is another toy.
    expect((await world.admin.post('/toys/', { ...valid, park_id: parkA2 })).status).toBe(201);

    const schemaErrors = await world.admin.post('/toys/', {
      ...valid,
      code: 'SW-02',
      standard: 'EN 9999',
      year_of_manufacture: 1949,
      free_fall_height_m: 1.234,
      impact_area_m2: 10_000.5,
      age_from: 100,
      surface_depth_mm: 2001,
      installed_on: '2021-02-30',
      status: 'broken',
      park_id: 0,
    });
    expect(schemaErrors.status).toBe(400);
    expect(schemaErrors.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'age_from',
      'free_fall_height_m',
      'impact_area_m2',
      'installed_on',
      'park_id',
      'standard',
      'status',
      'surface_depth_mm',
      'year_of_manufacture',
    ]);
    const nextYear = new Date().getFullYear() + 2;
    const future = await world.admin.post('/toys/', { ...valid, year_of_manufacture: nextYear });
    expect(future.body.error_list[0]).toMatchObject({ field: 'year_of_manufacture' });

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ equipment_type: 'retired_carousel' }, 'equipment_type', 'invalid_choice'],
      [{ equipment_type: 'no_such_type' }, 'equipment_type', 'invalid_choice'],
      [{ surface_type: 'retired_gravel' }, 'surface_type', 'invalid_choice'],
      [{ material: 'unobtainium' }, 'material', 'invalid_choice'],
      [{ age_from: 8, age_to: 6 }, 'age_to', 'before_age_from'],
      [{ installer_id: 2_000_000_000 }, 'installer_id', 'does_not_exist'],
      [{ park_id: 2_000_000_000 }, 'park_id', 'does_not_exist'],
    ];
    for (const [change, field, code] of refusals) {
      const refused = await world.admin.post('/toys/', { ...valid, code: 'SW-09', ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error_list).toEqual([expect.objectContaining({ field, code })]);
    }

    expect((await world.admin.patch(item, { name: 'X' }, null)).status).toBe(428);
    const patched = await world.admin.patch(
      item,
      { status: 'out_of_service', status_reason: 'Catena rotta', age_to: 3 },
      1,
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: 'out_of_service', age_to: 3, version: 2 });
    expect((await world.admin.patch(item, { name: 'Y' }, 1)).status).toBe(412);
    // The age range is checked against the stored value the PATCH leaves alone.
    const backwards = await world.admin.patch(item, { age_from: 5 }, 2);
    expect(backwards.body.error_list[0]).toMatchObject({
      field: 'age_to',
      code: 'before_age_from',
    });
    const moved = await world.admin.put(
      item,
      {
        park_id: parkB,
        code: 'SW-01',
        name: 'Altalena',
        equipment_type: 'slide',
        standard: 'none',
      },
      2,
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      park_id: parkB,
      park_name: 'Parco Beta',
      customer_id: world.customerBId,
      manufacturer: null,
      installer_id: null,
      free_fall_height_m: null,
      status: 'in_use',
      version: 3,
    });
  });

  it('lists with search, ordering and filters', async () => {
    const customerId = await insertCustomer(ctx, 'Comune dei Giochi');
    const park = await insertPark(ctx, customerId, { name: 'Parco Giochi' });
    const other = await insertPark(ctx, customerId, { name: 'Parco Altro' });
    await insertToy(ctx, park, {
      code: 'G-2',
      name: 'Scivolo',
      equipment_type: 'slide',
      standard: 'EN 1176-3',
      manufacturer: 'Kompan',
      installed_on: '2020-01-10',
      installer_id: installerId,
    });
    await insertToy(ctx, park, {
      code: 'G-1',
      name: 'Altalena',
      serial_number: 'ABC_99',
      installed_on: '2022-06-01',
      status: 'removed',
    });
    await insertToy(ctx, other, { code: 'G-3', name: 'Giostra', model: 'Spin 100%' });
    const list = (query: string) => world.admin.get(`/toys/?customer_id=${customerId}&${query}`);

    expect(codes((await list('')).body)).toEqual(['G-1', 'G-2', 'G-3']);
    expect(codes((await list('ordering=-installed_on')).body)).toEqual(['G-1', 'G-2', 'G-3']);
    expect(codes((await list('ordering=equipment_type,-code')).body)).toEqual([
      'G-2',
      'G-3',
      'G-1',
    ]);
    expect(codes((await list('ordering=name')).body)).toEqual(['G-1', 'G-3', 'G-2']);
    expect(codes((await list('search=kompan')).body)).toEqual(['G-2']);
    expect(codes((await list('search=abc_')).body)).toEqual(['G-1']);
    expect(codes((await list('search=100%25')).body)).toEqual(['G-3']);
    expect(codes((await list('search=g-3')).body)).toEqual(['G-3']);
    expect(codes((await list(`park_id=${park}`)).body)).toEqual(['G-1', 'G-2']);
    expect(codes((await list('status=removed')).body)).toEqual(['G-1']);
    expect(codes((await list('equipment_type=slide&standard=EN 1176-3')).body)).toEqual(['G-2']);
    expect(codes((await list(`installer_id=${installerId}`)).body)).toEqual(['G-2']);
    expect(codes((await list('installed_from=2020-01-10&installed_to=2021-12-31')).body)).toEqual([
      'G-2',
    ]);
    expect(codes((await list('installed_from=2021-01-01')).body)).toEqual(['G-1']);
    const page = await list('page_size=2&ordering=-code');
    expect(page.body).toMatchObject({ count: 3, previous: null });
    expect(page.body.next).toContain('page=2');
    const bad = await list('ordering=serial_number&standard=EN&installed_to=2021-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'installed_to',
      'ordering',
      'standard',
    ]);
  });

  it('derives open findings and refuses to delete a toy that was inspected', async () => {
    const inspected = await insertToy(ctx, parkA, { code: 'F-1' });
    const spare = await insertToy(ctx, parkA, { code: 'F-2' });
    const inspection = await insertInspection(ctx, parkA, 'operational', 'completed', null);
    await insertFindings(ctx, inspection, inspected, [
      ['medium', 'open'],
      ['high', 'verified'],
      ['low', 'in_progress'],
    ]);
    const cancelled = await insertInspection(ctx, parkA, 'operational', 'cancelled', null);
    await insertFindings(ctx, cancelled, inspected, [['very_high', 'open']]);
    const read = await world.admin.get(`/toys/${inspected}/`);
    expect(read.body).toMatchObject({ open_findings_count: 2, worst_open_risk: 'medium' });

    const refused = await world.admin.delete(`/toys/${inspected}/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      detail: 'toy_has_inspections',
      error_list: [expect.objectContaining({ field: 'inspections', code: 'has_dependents' })],
    });
    expect((await world.customerA.delete(`/toys/${spare}/`, 1)).status).toBe(404);
    expect((await world.admin.delete(`/toys/${spare}/`, 1)).status).toBe(204);
    expect((await world.admin.get(`/toys/${spare}/`)).status).toBe(404);
  });

  it("scopes customer users to their own parks' toys", async () => {
    const toyA = await insertToy(ctx, parkA, { code: 'R-A', installer_id: installerId });
    const toyB = await insertToy(ctx, parkB, { code: 'R-B' });
    const listA = await world.customerA.get('/toys/?page_size=100');
    expect(listA.status).toBe(200);
    expect(codes(listA.body)).toContain('R-A');
    for (const row of listA.body.results) expect(row.customer_id).toBe(world.customerAId);
    expect((await world.customerA.get(`/toys/?park_id=${parkB}`)).body.count).toBe(0);
    expect((await world.customerA.get(`/toys/?customer_id=${world.customerBId}`)).body.count).toBe(
      0,
    );

    for (const path of [`/toys/${toyB}/`, '/toys/2000000000/']) {
      expect((await world.customerA.get(path)).status).toBe(404);
      expect((await world.customerA.patch(path, { name: 'Presa' }, 1)).status).toBe(404);
      expect((await world.customerA.put(path, { ...valid, code: 'Q' }, 1)).status).toBe(404);
      expect((await world.customerA.delete(path, 1)).status).toBe(404);
    }

    const intoB = await world.customerA.post('/toys/', { ...valid, code: 'C-1', park_id: parkB });
    expect(intoB.status).toBe(400);
    expect(intoB.body.error_list[0]).toMatchObject({ field: 'park_id', code: 'does_not_exist' });
    const created = await world.customerA.post('/toys/', { ...valid, code: 'C-1' });
    expect(created.status).toBe(201);
    // Customer users never set the installer.
    expect(created.body).toMatchObject({ customer_id: world.customerAId, installer_id: null });

    const itemA = `/toys/${toyA}/`;
    const edited = await world.customerA.patch(
      itemA,
      { status: 'removed', installer_id: null, park_id: parkA2 },
      1,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'removed',
      installer_id: installerId,
      park_id: parkA2,
    });
    const stolen = await world.customerA.patch(itemA, { park_id: parkB }, 2);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error_list[0]).toMatchObject({ field: 'park_id', code: 'does_not_exist' });
    expect((await world.customerA.delete(itemA, 2)).status).toBe(404);
    expect((await world.admin.get(`/toys/${toyB}/`)).body.park_id).toBe(parkB);

    expect((await world.anonymous.get('/toys/')).status).toBe(401);
    expect((await world.anonymous.post('/toys/', valid)).status).toBe(401);
    expect((await world.anonymous.get(itemA)).status).toBe(401);
  });
});
