import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installers } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';

/** Inserts an installer directly; returns its id. */
async function insertInstaller(ctx: TestContext, companyName: string): Promise<number> {
  const [row] = await ctx.db
    .insert(installers)
    .values({ company_name: companyName, vat_number: '01307110484', email: 'i@example.com' })
    .returning({ id: installers.id });
  if (!row) throw new Error('no installer inserted');
  return row.id;
}

describe.each(await testDrivers())('installer-contracts on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let ludica: number;
  let acme: number;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    world = await domainWorld(ctx);
    ludica = await insertInstaller(ctx, 'Ludica Srl');
    acme = await insertInstaller(ctx, 'Acme Spa');
    valid = {
      installer_id: ludica,
      number: 'IC-001',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      status: 'active',
      scope: ['install', 'surfacing'],
      amount_cents: 500_000,
      notes: 'Accordo quadro',
    };
  });
  afterAll(async () => ctx?.close());

  it('creates with the installer name, lists with search, filters and ordering', async () => {
    const created = await world.admin.post('/installer-contracts/', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, installer_name: 'Ludica Srl', version: 1 });
    expect((await world.admin.get(`/installer-contracts/${created.body.id}/`)).body).toEqual(
      created.body,
    );
    for (const body of [
      { ...valid, number: 'IC-002', installer_id: acme, start_date: '2023-01-01', end_date: null },
      { ...valid, number: 'IC-003', status: 'draft', start_date: '2024-03-01', notes: 'bozza' },
    ]) {
      expect((await world.admin.post('/installer-contracts/', body)).status).toBe(201);
    }
    const numbers = (response: { body: { results: { number: string }[] } }) =>
      response.body.results.map((item) => item.number);
    expect(numbers(await world.admin.get('/installer-contracts/'))).toEqual([
      'IC-001',
      'IC-003',
      'IC-002',
    ]);
    expect(numbers(await world.admin.get('/installer-contracts/?search=BOZZA'))).toEqual([
      'IC-003',
    ]);
    expect(
      numbers(await world.admin.get('/installer-contracts/?search=ic-00&ordering=number')),
    ).toEqual(['IC-001', 'IC-002', 'IC-003']);
    expect(
      numbers(await world.admin.get('/installer-contracts/?ordering=installer_name,-number')),
    ).toEqual(['IC-002', 'IC-003', 'IC-001']);
    expect(numbers(await world.admin.get(`/installer-contracts/?installer_id=${acme}`))).toEqual([
      'IC-002',
    ]);
    expect(numbers(await world.admin.get('/installer-contracts/?status=draft'))).toEqual([
      'IC-003',
    ]);
    expect(
      numbers(
        await world.admin.get(
          '/installer-contracts/?start_date_from=2024-01-01&start_date_to=2024-12-31',
        ),
      ),
    ).toEqual(['IC-003']);
    expect(numbers(await world.admin.get('/installer-contracts/?active_on=2024-06-01'))).toEqual([
      'IC-003',
      'IC-002',
    ]);
    expect((await world.admin.get('/installer-contracts/?installer_id=0')).status).toBe(400);
  });

  it('validates references, dates, scope and unknown fields, and answers 409 for a taken number', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...valid, number: 'V-1', end_date: '2024-12-31' }, 'end_date', 'before_start'],
      [{ ...valid, number: 'V-2', installer_id: 987_654 }, 'installer_id', 'does_not_exist'],
      [{ ...valid, number: 'V-3', scope: [] }, 'scope'],
      [{ ...valid, number: 'V-4', scope: ['install', 'install'] }, 'scope'],
      [{ ...valid, number: 'V-5', scope: ['paint'] }, 'scope.0'],
      [{ ...valid, number: 'V-6', status: 'open' }, 'status'],
      [{ ...valid, number: 'V-7', installer_name: 'X' }, 'installer_name'],
    ];
    for (const [body, field, code] of cases) {
      const response = await world.admin.post('/installer-contracts/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error_list[0]).toMatchObject(code ? { field, code } : { field });
    }
    const taken = await world.admin.post('/installer-contracts/', valid);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      detail: 'already_exists',
      error_list: [{ field: 'number', code: 'unique' }],
    });
  });

  it('updates with If-Match, keeps the date rule, deletes', async () => {
    const created = await world.admin.post('/installer-contracts/', { ...valid, number: 'U-1' });
    const path = `/installer-contracts/${created.body.id}/`;
    expect((await world.admin.patch(path, { notes: 'x' }, null)).status).toBe(428);
    const moved = await world.admin.patch(path, { installer_id: acme, scope: ['repair'] }, 1);
    expect(moved.body).toMatchObject({ installer_name: 'Acme Spa', scope: ['repair'], version: 2 });
    expect((await world.admin.patch(path, { notes: 'y' }, 1)).status).toBe(412);
    const early = await world.admin.patch(path, { end_date: '2024-01-01' }, 2);
    expect(early.status).toBe(400);
    expect(early.body.error_list[0]).toMatchObject({ field: 'end_date', code: 'before_start' });
    const gone = await world.admin.patch(path, { installer_id: 2_000_000_000 }, 2);
    expect(gone.body.error_list[0]).toMatchObject({
      field: 'installer_id',
      code: 'does_not_exist',
    });
    const replaced = await world.admin.put(
      path,
      {
        installer_id: ludica,
        number: 'U-1',
        start_date: '2025-02-01',
        status: 'expired',
        scope: ['removal'],
      },
      2,
    );
    expect(replaced.body).toMatchObject({
      end_date: null,
      amount_cents: null,
      notes: null,
      status: 'expired',
      version: 3,
    });
    expect((await world.admin.delete(path, 2)).status).toBe(412);
    expect((await world.admin.delete(path, 3)).status).toBe(204);
    expect((await world.admin.get(path)).status).toBe(404);
  });

  it('is a 404 for customer users on every method and a 401 for anonymous callers', async () => {
    const created = await world.admin.post('/installer-contracts/', { ...valid, number: 'R-1' });
    const path = `/installer-contracts/${created.body.id}/`;
    for (const caller of [world.customerA, world.customerB]) {
      expect((await caller.get('/installer-contracts/')).status).toBe(404);
      expect((await caller.post('/installer-contracts/', { ...valid, number: 'R-2' })).status).toBe(
        404,
      );
      expect((await caller.get(path)).status).toBe(404);
      expect((await caller.patch(path, { notes: 'x' }, 1)).status).toBe(404);
      expect((await caller.delete(path, 1)).status).toBe(404);
    }
    expect((await world.anonymous.get('/installer-contracts/')).status).toBe(401);
    expect((await world.anonymous.delete(path)).status).toBe(401);
    expect((await world.admin.get(path)).body.version).toBe(1);
  });
});
