import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parks, toys } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';

// Migration 0003 seeds every list: test entries carry `zz_` codes and `Zeta` labels of their own.
const valid = {
  list_key: 'equipment_type',
  code: 'zz_swing',
  label_it: 'Zeta altalena',
  label_en: 'Zeta swing',
  sort_order: 100_000,
};

const keys = (response: { body: { results: { list_key: string; code: string }[] } }) =>
  response.body.results.map((item) => `${item.list_key}:${item.code}`);

describe.each(await testDrivers())('selects on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  it('creates, lists in list and sort order, searches, filters, and answers 409 within a list', async () => {
    const created = await world.admin.post('/selects/', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, is_active: true, version: 1 });
    for (const body of [
      {
        ...valid,
        code: 'zz_slide',
        label_it: 'Zeta scivolo',
        label_en: 'Zeta slide',
        sort_order: 99_999,
      },
      {
        ...valid,
        code: 'zz_seesaw',
        label_it: 'Zeta altalena a bilico',
        label_en: 'Zeta a seesaw',
        is_active: false,
      },
      { list_key: 'material', code: 'zz_swing', label_it: 'Zeta legno', label_en: 'Zeta wood' },
      { list_key: 'site_type', code: 'zz_yard', label_it: 'Zeta cortile', label_en: 'Zeta yard' },
    ]) {
      expect((await world.admin.post('/selects/', body)).status).toBe(201);
    }
    // Default order: list, then sort order (ties by id); the seeded entries start at 10.
    expect(keys(await world.admin.get('/selects/?search=zz_&page_size=100'))).toEqual([
      'equipment_type:zz_slide',
      'equipment_type:zz_swing',
      'equipment_type:zz_seesaw',
      'material:zz_swing',
      'site_type:zz_yard',
    ]);
    expect(
      keys(await world.admin.get('/selects/?search=zeta&list_key=equipment_type&ordering=-code')),
    ).toEqual(['equipment_type:zz_swing', 'equipment_type:zz_slide', 'equipment_type:zz_seesaw']);
    expect(keys(await world.admin.get('/selects/?search=ZETA ALTALENA&ordering=label_en'))).toEqual(
      ['equipment_type:zz_seesaw', 'equipment_type:zz_swing'],
    );
    expect(keys(await world.admin.get('/selects/?is_active=false&search=zz_'))).toEqual([
      'equipment_type:zz_seesaw',
    ]);
    const seeded = await world.admin.get('/selects/?list_key=site_type&ordering=sort_order');
    expect(seeded.body.count).toBeGreaterThan(1);
    expect(keys(seeded)[0]).toBe('site_type:zz_yard');
    expect((await world.admin.get('/selects/?list_key=colour')).status).toBe(400);

    const taken = await world.admin.post('/selects/', { ...valid, label_it: 'Doppia' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      detail: 'already_exists',
      error_list: [{ field: 'code', code: 'unique' }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, list_key: 'colour' }, 'list_key'],
      [{ ...valid, code: 'ZZ_swing' }, 'code'],
      [{ ...valid, code: 'z'.repeat(51) }, 'code'],
      [{ ...valid, code: 'zz_a1', sort_order: 100_001 }, 'sort_order'],
      [{ ...valid, code: 'zz_a2', sort_order: -1 }, 'sort_order'],
      [{ ...valid, code: 'zz_a3', label_it: '' }, 'label_it'],
      [{ ...valid, code: 'zz_a4', icon: 'x' }, 'icon'],
    ];
    for (const [body, field] of cases) {
      const response = await world.admin.post('/selects/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error_list[0]).toMatchObject({ field });
    }
  });

  it('updates with If-Match, keeps list_key immutable, guards codes in use', async () => {
    const created = await world.admin.post('/selects/', {
      list_key: 'surface_type',
      code: 'zz_rubber',
      label_it: 'Zeta gomma',
      label_en: 'Zeta rubber',
    });
    expect(created.body.sort_order).toBe(0);
    const path = `/selects/${created.body.id}/`;
    expect((await world.admin.patch(path, { sort_order: 3 }, null)).status).toBe(428);
    const patched = await world.admin.patch(path, { sort_order: 3, label_en: 'Zeta tiles' }, 1);
    expect(patched.body).toMatchObject({ sort_order: 3, label_en: 'Zeta tiles', version: 2 });
    expect((await world.admin.patch(path, { sort_order: 4 }, 1)).status).toBe(412);
    const moved = await world.admin.patch(path, { list_key: 'material' }, 2);
    expect(moved.status).toBe(400);
    expect(moved.body.error_list[0]).toMatchObject({ field: 'list_key', code: 'immutable' });
    const rubber = { code: 'zz_rubber', label_it: 'Zeta gomma', label_en: 'Zeta rubber' };
    const movedPut = await world.admin.put(path, { ...rubber, list_key: 'material' }, 2);
    expect(movedPut.status).toBe(400);
    expect(movedPut.body.error_list[0]).toMatchObject({ field: 'list_key', code: 'immutable' });
    const replaced = await world.admin.put(path, { ...rubber, list_key: 'surface_type' }, 2);
    expect(replaced.body).toMatchObject({ sort_order: 0, label_en: 'Zeta rubber', version: 3 });
    const recoded = await world.admin.patch(path, { code: 'zz_rubber2' }, 3);
    expect(recoded.body).toMatchObject({ code: 'zz_rubber2', version: 4 });

    const [park] = await ctx.db
      .insert(parks)
      .values({
        customer_id: world.customerAId,
        name: 'Parco Selects',
        address: 'Via Bianchi 4',
        city: 'Arezzo',
        latitude: 43.46,
        longitude: 11.88,
        site_type: 'zz_garden',
      })
      .returning({ id: parks.id });
    await ctx.db.insert(toys).values({
      park_id: park!.id,
      code: 'SC-01',
      name: 'Scivolo',
      equipment_type: 'swing',
      standard: 'EN 1176-2',
      surface_type: 'zz_rubber2',
      material: 'zz_oak',
    });
    const renamed = await world.admin.patch(path, { code: 'zz_rubber3' }, 4);
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({
      detail: 'select_in_use',
      error_list: [{ field: 'code' }],
    });
    const refused = await world.admin.delete(path);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('select_in_use');
    expect((await world.admin.patch(path, { label_it: 'Zeta gomma colata' }, 4)).status).toBe(200);

    const swing = await world.admin.get('/selects/?list_key=equipment_type&search=swing');
    const seededSwing = swing.body.results.find((item: { code: string }) => item.code === 'swing');
    expect((await world.admin.delete(`/selects/${seededSwing.id}/`)).status).toBe(409);
    for (const body of [
      {
        list_key: 'site_type',
        code: 'zz_garden',
        label_it: 'Zeta giardino',
        label_en: 'Zeta garden',
      },
      { list_key: 'material', code: 'zz_oak', label_it: 'Zeta rovere', label_en: 'Zeta oak' },
    ]) {
      const used = await world.admin.post('/selects/', body);
      expect((await world.admin.delete(`/selects/${used.body.id}/`, 1)).status).toBe(409);
    }
    // The same code in a list where nothing uses it can go.
    const elsewhere = await world.admin.post('/selects/', {
      ...rubber,
      code: 'zz_oak',
      list_key: 'surface_type',
    });
    expect((await world.admin.delete(`/selects/${elsewhere.body.id}/`, 2)).status).toBe(412);
    expect((await world.admin.delete(`/selects/${elsewhere.body.id}/`, 1)).status).toBe(204);
    expect((await world.admin.get(`/selects/${elsewhere.body.id}/`)).status).toBe(404);
  });

  it('lets customer users read every entry but refuses their writes with a 404; anonymous is 401', async () => {
    const created = await world.admin.post('/selects/', {
      list_key: 'site_type',
      code: 'zz_campsite',
      label_it: 'Zeta campeggio',
      label_en: 'Zeta campsite',
    });
    const path = `/selects/${created.body.id}/`;
    const adminList = await world.admin.get('/selects/?page_size=100&ordering=-code');
    for (const caller of [world.customerA, world.customerB]) {
      const list = await caller.get('/selects/?page_size=100&ordering=-code');
      expect(list.status).toBe(200);
      expect(list.body).toEqual(adminList.body);
      expect((await caller.get(path)).body).toEqual(created.body);
      expect((await caller.get('/selects/?list_key=site_type&search=zz_camp')).body.count).toBe(1);
      expect((await caller.post('/selects/', { ...valid, code: 'zz_mine' })).status).toBe(404);
      expect((await caller.post('/selects/', { nonsense: true })).status).toBe(404);
      expect((await caller.patch(path, { label_it: 'X' }, 1)).status).toBe(404);
      expect((await caller.patch(path, { bad: 'body' }, null)).status).toBe(404);
      expect((await caller.put(path, { ...valid, list_key: 'site_type' }, 1)).status).toBe(404);
      expect((await caller.delete(path, 1)).status).toBe(404);
    }
    expect((await world.anonymous.get('/selects/')).status).toBe(401);
    expect((await world.anonymous.get(path)).status).toBe(401);
    expect((await world.anonymous.post('/selects/', valid)).status).toBe(401);
    expect((await world.anonymous.delete(path)).status).toBe(401);
    expect((await world.admin.get(path)).body).toEqual(created.body);
    expect((await world.admin.get('/selects/?search=zz_mine')).body.count).toBe(0);
    expect((await world.admin.get('/selects/?list_key=material&code=steel')).status).toBe(400);
  });
});
