import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { makeUser } from '../../testing/client';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type DomainWorld } from '../../testing/world';
import {
  insertContract,
  insertPark,
  insertQuote,
  insertToy,
  setToyStatus,
  updateQuote,
} from './fixtures';

/** 23:30 UTC on 31 December 2031 is already 2032 in Rome: numbers take the Italian year. */
const START = '2031-12-31T23:30:00Z';

const detailKeys = [
  'id',
  'version',
  'created_at',
  'updated_at',
  'created_by',
  'park_id',
  'park_name',
  'customer_id',
  'contract_id',
  'type',
  'number',
  'scheduled_for',
  'performed_at',
  'inspector_id',
  'inspector_name',
  'status',
  'weather',
  'summary',
  'outcome',
  'overall_risk',
  'signed_at',
  'signed_by',
  'signed_by_name',
  'quote_status',
  'item_count',
  'open_findings_count',
  'items',
  'positions',
].sort();

interface Item {
  id: number;
  version: number;
  position: number;
  toy_id: number | null;
  toy_code: string | null;
  site_area: string | null;
  findings: { id: number; carried_from_id: number | null; status: string; description: string }[];
}

describe.each(await testDrivers())('inspections on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let parkA: number;
  let parkA2: number;
  let parkB: number;
  let contractA: number;
  const toyIds: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: START });
    world = await domainWorld(ctx);
    parkA = await insertPark(ctx, world.customerAId, 'Parco Alfa');
    parkA2 = await insertPark(ctx, world.customerAId, 'Giardino Zeta');
    parkB = await insertPark(ctx, world.customerBId, 'Parco Beta');
    toyIds.B2 = await insertToy(ctx, parkA, 'B2');
    toyIds.A1 = await insertToy(ctx, parkA, 'A1');
    toyIds.C3 = await insertToy(ctx, parkA, 'C3', 'out_of_service');
    await insertContract(ctx, world.customerAId, { status: 'draft' });
    contractA = await insertContract(ctx, world.customerAId, { parkIds: [parkA] });
  });
  afterAll(async () => ctx?.close());

  it('creates the items, numbers by the Italian year, takes the active contract and reads the detail', async () => {
    const created = await world.admin.post('/inspections/', {
      park_id: parkA,
      type: 'annual_main',
      scheduled_for: '2032-01-10',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.headers.get('location')).toBe(`/api/v1/inspections/${created.body.id}/`);
    expect(created.body).toMatchObject({
      number: '2032/0001',
      park_id: parkA,
      park_name: 'Parco Alfa',
      customer_id: world.customerAId,
      contract_id: contractA,
      status: 'scheduled',
      outcome: 'compliant',
      overall_risk: null,
      quote_status: null,
      item_count: 7,
      open_findings_count: 0,
      inspector_id: null,
    });
    const detail = await world.admin.get(`/inspections/${created.body.id}/`);
    // The create answers with the inspection as its address reads: items included.
    expect(created.body).toEqual(detail.body);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('etag')).toBe('"1"');
    expect(Object.keys(detail.body).sort()).toEqual(detailKeys);
    const items = detail.body.items as Item[];
    expect(items.map((item) => [item.position, item.toy_code ?? item.site_area])).toEqual([
      [1, 'A1'],
      [2, 'B2'],
      [3, 'access'],
      [4, 'fencing'],
      [5, 'signage'],
      [6, 'paths'],
      [7, 'surfacing'],
    ]);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      [
        'id',
        'version',
        'position',
        'toy_id',
        'toy_code',
        'toy_name',
        'equipment_type',
        'site_area',
        'outcome',
        'notes',
        'findings',
        'scans',
      ].sort(),
    );
    expect(items[0]).toMatchObject({
      toy_name: 'Gioco A1',
      equipment_type: 'swing',
      outcome: null,
    });

    const second = await world.admin.post('/inspections/', {
      park_id: parkA2,
      type: 'operational',
      contract_id: null,
    });
    expect(second.body).toMatchObject({ number: '2032/0002', contract_id: null, item_count: 5 });

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'inspection'), eq(auditLog.entity_id, created.body.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
  });

  it('gives 10 parallel creations 10 distinct consecutive numbers', async () => {
    const before = await world.admin.get('/inspections/?ordering=-number&page_size=1');
    const last = Number(String(before.body.results[0].number).slice(5));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        world.admin.post('/inspections/', { park_id: parkA2, type: 'extraordinary' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const numbers = answers.map((answer) => answer.body.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, index) => `2032/${String(last + index + 1).padStart(4, '0')}`),
    );
  });

  it('validates park, contract, inspector, type and immutable fields', async () => {
    const admin2 = await makeUser(ctx, { isAdmin: true });
    const inactiveAdmin = await makeUser(ctx, { isAdmin: true, isActive: false });
    const contractB = await insertContract(ctx, world.customerBId);
    const bad = await world.admin.post('/inspections/', {
      park_id: 999_999,
      type: 'annual_main',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_list).toEqual([
      expect.objectContaining({ field: 'park_id', code: 'does_not_exist' }),
    ]);
    const wrongContract = await world.admin.post('/inspections/', {
      park_id: parkA,
      type: 'annual_main',
      contract_id: contractB,
      inspector_id: world.customerA.userId,
    });
    expect(wrongContract.status).toBe(400);
    expect(
      wrongContract.body.error_list.map((error: { field: string; code: string }) => [
        error.field,
        error.code,
      ]),
    ).toEqual([
      ['contract_id', 'invalid_contract'],
      ['inspector_id', 'invalid_inspector'],
    ]);
    const inactive = await world.admin.post('/inspections/', {
      park_id: parkA,
      type: 'annual_main',
      inspector_id: inactiveAdmin.id,
    });
    expect(inactive.body.error_list[0]).toMatchObject({ code: 'invalid_inspector' });
    const badInput = await world.admin.post('/inspections/', {
      park_id: parkA,
      type: 'annual_main',
      status: 'signed',
      scheduled_for: '3100-01-01',
      performed_at: 'yesterday',
      weather: 'sun\u0000',
      extra: 1,
    });
    expect(badInput.status).toBe(400);
    expect(
      new Set(badInput.body.error_list.map((error: { field: string }) => error.field)),
    ).toEqual(new Set(['extra', 'performed_at', 'scheduled_for', 'status', 'weather']));
    expect((await world.admin.post('/inspections/', { park_id: 2 ** 31, type: 'x' })).status).toBe(
      400,
    );

    const good = await world.admin.post('/inspections/', {
      park_id: parkA,
      type: 'operational',
      inspector_id: admin2.id,
      performed_at: '2032-01-05T09:00:00+01:00',
    });
    expect(good.status).toBe(201);
    const inspector = (await world.admin.get(`/users/admins/${admin2.id}/`)).body;
    expect(good.body).toMatchObject({
      inspector_id: admin2.id,
      inspector_name: `${inspector.first_name} ${inspector.last_name}`.trim() || inspector.username,
      performed_at: '2032-01-05T08:00:00.000Z',
    });
    const path = `/inspections/${good.body.id}/`;
    const moved = await world.admin.patch(path, { park_id: parkA2, type: 'annual_main' }, 1);
    expect(moved.status).toBe(400);
    expect(moved.body.error_list.map((error: { code: string }) => error.code)).toEqual([
      'immutable',
      'immutable',
    ]);
    const same = await world.admin.patch(path, { park_id: parkA, summary: 'Tutto bene' }, 1);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ version: 2, summary: 'Tutto bene', park_id: parkA });
    const replaced = await world.admin.put(path, { park_id: parkA, type: 'operational' }, 2);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      version: 3,
      summary: null,
      inspector_id: null,
      contract_id: null,
      performed_at: null,
      status: 'scheduled',
    });
    expect((await world.admin.patch(path, { status: 'in_progress' }, 2)).status).toBe(412);
    expect((await world.admin.patch(path, { status: 'in_progress' }, null)).status).toBe(428);
    const cancelled = await world.admin.patch(path, { status: 'cancelled' }, 3);
    expect(cancelled.body.status).toBe('cancelled');
    const invalidContract = await world.admin.patch(path, { contract_id: contractB }, 4);
    expect(invalidContract.body.error_list[0]).toMatchObject({ code: 'invalid_contract' });
  });

  it('carries the open findings of the previous inspection into a new one', async () => {
    const park = await insertPark(ctx, world.customerAId, 'Parco Carry');
    await insertToy(ctx, park, 'S1');
    const slide = await insertToy(ctx, park, 'S2');
    const first = await world.admin.post('/inspections/', {
      park_id: park,
      type: 'annual_main',
      performed_at: '2032-01-02T10:00:00Z',
    });
    const detail = await world.admin.get(`/inspections/${first.body.id}/`);
    const items = detail.body.items as Item[];
    const itemOf = (key: string) =>
      items.find((item) => item.toy_code === key || item.site_area === key)?.id;
    const add = async (key: string, description: string, risk: string, status = 'open') => {
      const response = await world.admin.post(`/inspections/${first.body.id}/findings/`, {
        item_id: itemOf(key),
        description,
        risk_level: risk,
        recommended_action: 'repair',
        timeframe: '1w',
        make_safe: 'taped_off',
        standard_ref: 'EN 1176-1 §4.2',
        status,
      });
      expect(response.status).toBe(201);
      return response.body.id as number;
    };
    const swingFinding = await add('S1', 'Catena usurata', 'high');
    const slideFinding = await add('S2', 'Bordo tagliente', 'medium', 'quoted');
    const fenceFinding = await add('fencing', 'Cancello rotto', 'low', 'in_progress');
    await add('paths', 'Buca', 'low', 'resolved');
    // A cancelled later inspection is never the previous one.
    const cancelled = await world.admin.post('/inspections/', {
      park_id: park,
      type: 'routine_visual',
      status: 'cancelled',
      performed_at: '2032-01-03T10:00:00Z',
    });
    expect(cancelled.status).toBe(201);
    await setToyStatus(ctx, slide, 'out_of_service');

    const next = await world.admin.post('/inspections/', { park_id: park, type: 'operational' });
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({
      open_findings_count: 3,
      overall_risk: 'high',
      outcome: 'non_compliant',
    });
    const nextItems = (await world.admin.get(`/inspections/${next.body.id}/`)).body.items as Item[];
    expect(nextItems.map((item) => item.toy_code ?? item.site_area)).toEqual([
      'S1',
      'access',
      'fencing',
      'signage',
      'paths',
      'surfacing',
      'S2',
    ]);
    const carried = nextItems.flatMap((item) =>
      item.findings.map((finding) => [item.toy_code ?? item.site_area, finding.carried_from_id]),
    );
    expect(carried).toEqual([
      ['S1', swingFinding],
      ['fencing', fenceFinding],
      ['S2', slideFinding],
    ]);
    expect(nextItems.at(-1)?.toy_id).toBe(slide);
    const copy = nextItems[0]?.findings[0];
    expect(copy).toMatchObject({ status: 'open', description: 'Catena usurata' });
    const full = await world.admin.get(`/inspections/${next.body.id}/findings/${copy?.id ?? 0}/`);
    expect(full.body).toMatchObject({
      risk_level: 'high',
      timeframe: '1w',
      make_safe: 'taped_off',
      standard_ref: 'EN 1176-1 §4.2',
      recommended_action: 'repair',
    });
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'finding'),
          inArray(
            auditLog.entity_id,
            nextItems.flatMap((item) => item.findings.map((finding) => finding.id)),
          ),
        ),
      );
    expect(audited).toHaveLength(3);
    expect(audited[0]?.changes).toHaveProperty('carried_from_id');
  });

  it('lets customer users see their parks and write routine visual inspections only', async () => {
    const annual = await world.admin.post('/inspections/', { park_id: parkA, type: 'annual_main' });
    const annualPath = `/inspections/${annual.body.id}/`;
    const mine = await world.customerA.post('/inspections/', {
      park_id: parkA,
      type: 'routine_visual',
      contract_id: 12345,
      inspector_id: 1,
      summary: 'Giro settimanale',
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      inspector_id: world.customerA.userId,
      contract_id: contractA,
      type: 'routine_visual',
    });
    const minePath = `/inspections/${mine.body.id}/`;
    const refused = await world.customerA.post('/inspections/', {
      park_id: parkA,
      type: 'annual_main',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error_list).toEqual([
      expect.objectContaining({ field: 'type', code: 'not_allowed' }),
    ]);
    const otherPark = await world.customerA.post('/inspections/', {
      park_id: parkB,
      type: 'routine_visual',
    });
    expect(otherPark.body.error_list[0]).toMatchObject({
      field: 'park_id',
      code: 'does_not_exist',
    });
    expect((await world.customerA.patch(minePath, { summary: 'Ok' }, 1)).status).toBe(200);
    expect((await world.customerA.get(annualPath)).status).toBe(200);
    expect((await world.customerA.patch(annualPath, { summary: 'No' }, 1)).status).toBe(404);
    const items = (await world.customerA.get(annualPath)).body.items as Item[];
    const itemPath = `${annualPath}items/${items[0]?.id ?? 0}/`;
    expect((await world.customerA.patch(itemPath, { outcome: 'ok' }, 1)).status).toBe(404);
    expect(
      (
        await world.customerA.post(`${annualPath}findings/`, {
          item_id: items[0]?.id,
          description: 'x',
          risk_level: 'low',
          recommended_action: 'monitor',
        })
      ).status,
    ).toBe(404);
    expect((await world.customerA.delete(minePath, 2)).status).toBe(404);
    expect((await world.customerA.request('POST', `${minePath}sign/`)).status).toBe(404);

    for (const path of [minePath, annualPath]) {
      expect((await world.customerB.get(path)).status).toBe(404);
      expect((await world.customerB.patch(path, { summary: 'B' }, 1)).status).toBe(404);
      expect((await world.customerB.delete(path)).status).toBe(404);
      expect((await world.customerB.get(`${path}findings/`)).status).toBe(404);
    }
    const listB = await world.customerB.get('/inspections/?page_size=100');
    expect(listB.body.count).toBe(0);
    const listA = await world.customerA.get('/inspections/?page_size=100');
    const adminList = await world.admin.get(`/inspections/?customer_id=${world.customerAId}`);
    expect(listA.body.count).toBe(adminList.body.count);
    expect(listA.body.count).toBeGreaterThan(0);
    expect((await world.anonymous.get('/inspections/')).status).toBe(401);
    expect((await world.anonymous.get(minePath)).status).toBe(401);
    expect((await world.anonymous.get('/findings/')).status).toBe(401);

    // Quotes: a customer sees the status of a sent quote only; deletion is refused while one exists.
    const quote = await insertQuote(ctx, annual.body.id);
    expect((await world.admin.get(annualPath)).body.quote_status).toBe('draft');
    expect((await world.customerA.get(annualPath)).body.quote_status).toBeNull();
    const draftList = await world.customerA.get(`/inspections/?quote_status=draft`);
    expect(draftList.body.count).toBe(0);
    const hidden = await world.customerA.get(`/inspections/?type=annual_main&park_id=${parkA}`);
    expect(hidden.body.results.map((row: { quote_status: null }) => row.quote_status)).toEqual(
      hidden.body.results.map(() => null),
    );
    expect((await world.admin.get(`/inspections/?quote_status=draft`)).body.count).toBe(1);
    await updateQuote(ctx, quote, { status: 'sent', sentAt: new Date(START) });
    expect((await world.customerA.get(annualPath)).body.quote_status).toBe('sent');
    const sentList = await world.customerA.get(`/inspections/?quote_status=sent`);
    expect(sentList.body.results.map((row: { id: number }) => row.id)).toEqual([annual.body.id]);
    expect(sentList.body.results[0].quote_status).toBe('sent');
    const hasQuote = await world.admin.delete(annualPath);
    expect(hasQuote.status).toBe(409);
    expect(hasQuote.body.detail).toBe('inspection_has_quote');
    expect((await world.admin.delete(minePath, 1)).status).toBe(412);
    expect((await world.admin.delete(minePath, 2)).status).toBe(204);
    expect((await world.admin.get(minePath)).status).toBe(404);
  });

  it('lists with filters, search and ordering', async () => {
    const park = await insertPark(ctx, world.customerBId, 'Villa Filtri');
    const make = async (body: Record<string, unknown>) => {
      const response = await world.admin.post('/inspections/', { park_id: park, ...body });
      expect(response.status).toBe(201);
      return response.body as { id: number; number: string };
    };
    const early = await make({
      type: 'operational',
      performed_at: '2032-01-01T00:30:00+01:00',
      scheduled_for: '2031-12-20',
      summary: 'Altalena cigolante',
    });
    const late = await make({
      type: 'annual_main',
      performed_at: '2032-03-01T10:00:00Z',
      scheduled_for: '2032-02-25',
    });
    const unperformed = await make({ type: 'annual_main', scheduled_for: '2032-06-01' });
    const ids = (response: { body: { results: { id: number }[] } }) =>
      response.body.results.map((row) => row.id);
    const base = `/inspections/?park_id=${park}`;
    expect(ids(await world.admin.get(base))).toEqual([late.id, early.id, unperformed.id]);
    expect(ids(await world.admin.get(`${base}&ordering=performed_at`))).toEqual([
      early.id,
      late.id,
      unperformed.id,
    ]);
    expect(ids(await world.admin.get(`${base}&ordering=-scheduled_for`))).toEqual([
      unperformed.id,
      late.id,
      early.id,
    ]);
    expect(ids(await world.admin.get(`${base}&type=annual_main&ordering=number`))).toEqual([
      late.id,
      unperformed.id,
    ]);
    // 00:30 in Rome on 1 January is still 31 December in UTC: date filters use the Italian day.
    expect(
      ids(await world.admin.get(`${base}&performed_from=2032-01-01&performed_to=2032-01-01`)),
    ).toEqual([early.id]);
    expect(
      ids(await world.admin.get(`${base}&scheduled_from=2032-01-01&scheduled_to=2032-03-01`)),
    ).toEqual([late.id]);
    expect(ids(await world.admin.get(`/inspections/?search=CIGOL`))).toEqual([early.id]);
    expect(
      ids(await world.admin.get(`/inspections/?search=${encodeURIComponent(late.number)}`)),
    ).toEqual([late.id]);
    expect((await world.admin.get(`/inspections/?search=villa%20filtri`)).body.count).toBe(3);
    const byPark = await world.admin.get('/inspections/?ordering=park_name,-number&page_size=100');
    const parkNames = byPark.body.results.map((row: { park_name: string }) => row.park_name);
    expect(parkNames).toEqual([...parkNames].sort());
    expect(
      ids(await world.admin.get(`${base}&quote_status=none&status=scheduled&outcome=compliant`)),
    ).toHaveLength(3);
    expect((await world.admin.get(`${base}&has_open_findings=true`)).body.count).toBe(0);
    expect((await world.admin.get(`${base}&has_open_findings=false`)).body.count).toBe(3);
    expect((await world.admin.get(`${base}&overall_risk=high`)).body.count).toBe(0);
    expect(
      (await world.admin.get(`/inspections/?customer_id=${world.customerBId}`)).body.count,
    ).toBe(3);
    const bad = await world.admin.get('/inspections/?ordering=id&performed_from=2032-13-01&x=1');
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((error: { field: string }) => error.field).sort()).toEqual([
      'ordering',
      'performed_from',
      'x',
    ]);
  });
});
