import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type Caller, type DomainWorld } from '../../testing/world';
import { insertPark, insertToy } from './fixtures';

interface Item {
  id: number;
  version: number;
  toy_id: number | null;
  toy_code: string | null;
  site_area: string | null;
  outcome: string | null;
}

const finding = (itemId: number, riskLevel: string, description = 'Difetto') => ({
  item_id: itemId,
  description,
  risk_level: riskLevel,
  recommended_action: 'repair',
});

describe.each(await testDrivers())('inspection items and findings on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let parkA: number;
  let parkB: number;

  /** A new park with one toy `T1` (every test starts without findings to carry forward). */
  async function freshPark(customerId: number, name: string) {
    const park = await insertPark(ctx, customerId, name);
    await insertToy(ctx, park, 'T1');
    return park;
  }

  /** Creates an inspection as `caller` and returns its path and items. */
  async function inspect(caller: Caller, body: Record<string, unknown>) {
    const created = await caller.post('/inspections/', body);
    expect(created.status).toBe(201);
    const path = `/inspections/${created.body.id}/`;
    const detail = await caller.get(path);
    return { id: created.body.id as number, path, items: detail.body.items as Item[] };
  }

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2032-05-01T08:00:00Z' });
    world = await domainWorld(ctx);
    parkA = await freshPark(world.customerAId, 'Parco Alfa');
    parkB = await freshPark(world.customerBId, 'Parco Beta');
  });
  afterAll(async () => ctx?.close());

  it('records item outcomes and findings, recomputing outcome and overall risk', async () => {
    const { id, path, items } = await inspect(world.admin, {
      park_id: parkA,
      type: 'annual_main',
    });
    const [toyItem, access, fencing] = items as [Item, Item, Item];
    const state = async () => {
      const body = (await world.admin.get(path)).body;
      return [body.outcome, body.overall_risk, body.open_findings_count];
    };
    expect(await state()).toEqual(['compliant', null, 0]);

    const itemPath = `${path}items/${access.id}/`;
    expect((await world.admin.patch(itemPath, { outcome: 'defect' }, null)).status).toBe(428);
    const defect = await world.admin.patch(itemPath, { outcome: 'defect', notes: 'Rotto' }, 1);
    expect(defect.status).toBe(200);
    expect(defect.headers.get('etag')).toBe('"2"');
    expect(defect.body).toMatchObject({
      id: access.id,
      version: 2,
      outcome: 'defect',
      notes: 'Rotto',
      site_area: 'access',
      findings: [],
    });
    expect((await world.admin.patch(itemPath, { outcome: 'ok' }, 1)).status).toBe(412);
    expect(await state()).toEqual(['with_remarks', null, 0]);
    // The first outcome starts the scheduled inspection: in progress, performed now.
    const started = (await world.admin.get(path)).body;
    expect(started).toMatchObject({ status: 'in_progress', version: 2 });
    expect(started.performed_at).toEqual(expect.any(String));
    expect((await world.admin.patch(itemPath, { outcome: 'ok' }, 2)).body.version).toBe(3);
    expect(await state()).toEqual(['compliant', null, 0]);
    expect((await world.admin.patch(itemPath, { outcome: 'broken' }, 3)).status).toBe(400);
    expect((await world.admin.patch(itemPath, { colour: 'red' }, 3)).status).toBe(400);
    const other = await inspect(world.admin, { park_id: parkB, type: 'annual_main' });
    expect(
      (await world.admin.patch(`${other.path}items/${access.id}/`, { outcome: 'ok' }, 3)).status,
    ).toBe(404);
    const inspectable = await world.admin.patch(
      `${path}items/${fencing.id}/`,
      { outcome: 'not_inspectable' },
      1,
    );
    expect(inspectable.status).toBe(200);
    expect(await state()).toEqual(['with_remarks', null, 0]);
    await world.admin.patch(`${path}items/${fencing.id}/`, { outcome: 'ok' }, 2);

    const findings = `${path}findings/`;
    const medium = await world.admin.post(findings, finding(toyItem.id, 'medium', 'Usura'));
    expect(medium.status).toBe(201);
    expect(medium.headers.get('etag')).toBe('"1"');
    expect(medium.headers.get('location')).toBe(`/api/v1${findings}${medium.body.id}/`);
    expect(medium.body).toMatchObject({
      item_id: toyItem.id,
      status: 'open',
      make_safe: 'none',
      timeframe: null,
      carried_from_id: null,
    });
    expect(Object.keys(medium.body).sort()).toEqual(
      [
        'id',
        'version',
        'item_id',
        'description',
        'standard_ref',
        'risk_level',
        'timeframe',
        'recommended_action',
        'make_safe',
        'status',
        'carried_from_id',
        'due_by',
        'late',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(await state()).toEqual(['with_remarks', 'medium', 1]);
    const high = await world.admin.post(findings, finding(access.id, 'high', 'Chiodo sporgente'));
    expect(await state()).toEqual(['non_compliant', 'high', 2]);
    const wrongItem = await world.admin.post(findings, finding(other.items[0]?.id ?? 0, 'low'));
    expect(wrongItem.status).toBe(400);
    expect(wrongItem.body.error_list[0]).toMatchObject({
      field: 'item_id',
      code: 'does_not_exist',
    });
    const invalid = await world.admin.post(findings, {
      item_id: access.id,
      description: ' ',
      risk_level: 'extreme',
    });
    expect(new Set(invalid.body.error_list.map((error: { field: string }) => error.field))).toEqual(
      new Set(['description', 'risk_level', 'recommended_action']),
    );

    const highPath = `${findings}${high.body.id}/`;
    expect((await world.admin.patch(highPath, { risk_level: 'low' }, null)).status).toBe(428);
    expect((await world.admin.patch(highPath, { risk_level: 'low' }, 9)).status).toBe(412);
    const raised = await world.admin.patch(highPath, { risk_level: 'very_high' }, 1);
    expect(raised.body).toMatchObject({ version: 2, risk_level: 'very_high' });
    expect(await state()).toEqual(['non_compliant', 'very_high', 2]);
    const resolved = await world.admin.patch(highPath, { status: 'resolved' }, 2);
    expect(resolved.status).toBe(200);
    expect(await state()).toEqual(['non_compliant', 'very_high', 1]);
    const replaced = await world.admin.put(highPath, finding(fencing.id, 'low', 'Vite lenta'), 3);
    expect(replaced.body).toMatchObject({
      version: 4,
      item_id: fencing.id,
      status: 'open',
      risk_level: 'low',
    });
    expect(await state()).toEqual(['with_remarks', 'medium', 2]);
    expect((await world.admin.get(highPath)).headers.get('etag')).toBe('"4"');
    expect((await world.admin.delete(highPath, 3)).status).toBe(412);
    expect((await world.admin.delete(highPath, 4)).status).toBe(204);
    expect((await world.admin.get(highPath)).status).toBe(404);
    expect(await state()).toEqual(['with_remarks', 'medium', 1]);
    expect((await world.admin.get(`${other.path}findings/${medium.body.id}/`)).status).toBe(404);

    const detail = (await world.admin.get(path)).body;
    expect(detail.items[0].findings.map((row: { id: number }) => row.id)).toEqual([medium.body.id]);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'finding'), eq(auditLog.entity_id, high.body.id)));
    expect(audit.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'update',
      'update',
      'delete',
    ]);
    const itemAudit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'inspection_item'), eq(auditLog.entity_id, access.id)));
    expect(itemAudit).toHaveLength(2);
    expect(id).toBeGreaterThan(0);
  });

  it('completes only with every outcome, signs only when completed, then locks everything', async () => {
    const park = await freshPark(world.customerAId, 'Parco Firma');
    const { path, items } = await inspect(world.admin, { park_id: park, type: 'operational' });
    const findingPath = async () => {
      const created = await world.admin.post(`${path}findings/`, finding(items[0]?.id ?? 0, 'low'));
      return `${path}findings/${created.body.id}/`;
    };
    const lowPath = await findingPath();
    const pending = await world.admin.patch(path, { status: 'completed' }, 1);
    expect(pending.status).toBe(409);
    expect(pending.body.detail).toBe('inspection_items_pending');
    expect(pending.body.error_list.map((error: { field: string }) => error.field)).toEqual(
      items.map((item) => `items.${item.id}.outcome`),
    );
    const notCompleted = await world.admin.request('POST', `${path}sign/`, {
      headers: { 'if-match': '"1"' },
    });
    expect(notCompleted.status).toBe(409);
    expect(notCompleted.body.detail).toBe('inspection_not_completed');
    // The first outcome starts the inspection (version 2).
    for (const item of items) {
      const answer = await world.admin.patch(`${path}items/${item.id}/`, { outcome: 'ok' }, 1);
      expect(answer.status).toBe(200);
    }
    const completed = await world.admin.patch(path, { status: 'completed' }, 2);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', version: 3 });
    const cancel = await world.admin.patch(path, { status: 'cancelled' }, 3);
    expect(cancel.status).toBe(400);
    expect(cancel.body.error_list[0]).toMatchObject({
      field: 'status',
      code: 'invalid_transition',
    });
    const cleared = await world.admin.patch(`${path}items/${items[0]?.id}/`, { outcome: null }, 2);
    expect(cleared.status).toBe(409);

    const signPath = `${path}sign/`;
    expect((await world.customerA.request('POST', signPath)).status).toBe(404);
    expect((await world.anonymous.request('POST', signPath)).status).toBe(401);
    expect((await world.admin.request('POST', signPath)).status).toBe(428);
    const stale = await world.admin.request('POST', signPath, { headers: { 'if-match': '"2"' } });
    expect(stale.status).toBe(412);
    const signed = await world.admin.request('POST', signPath, { headers: { 'if-match': '"3"' } });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('etag')).toBe('"4"');
    expect(signed.body).toMatchObject({
      status: 'signed',
      version: 4,
      signed_by: world.admin.userId,
      signed_at: '2032-05-01T08:00:00.000Z',
    });

    const locked = [
      await world.admin.patch(path, { summary: 'x' }, 4),
      await world.admin.put(path, { park_id: park, type: 'operational' }, 4),
      await world.admin.delete(path, 4),
      await world.admin.patch(`${path}items/${items[0]?.id}/`, { notes: 'x' }, 2),
      await world.admin.post(`${path}findings/`, finding(items[0]?.id ?? 0, 'low')),
      await world.admin.patch(lowPath, { description: 'x' }, 1),
      await world.admin.put(lowPath, finding(items[0]?.id ?? 0, 'low'), 1),
      await world.admin.delete(lowPath, 1),
      await world.admin.request('POST', signPath, { headers: { 'if-match': '"4"' } }),
    ];
    expect(locked.map((answer) => [answer.status, answer.body.detail])).toEqual(
      Array(locked.length).fill([409, 'inspection_signed']),
    );
    const after = (await world.admin.get(path)).body;
    expect(after).toMatchObject({ status: 'signed', version: 4, summary: null });
    expect(after.items[0].findings).toHaveLength(1);
  });

  it('lets customer users edit routine visual inspections of their parks only', async () => {
    const park = await freshPark(world.customerAId, 'Parco Clienti');
    const routine = await inspect(world.customerA, { park_id: park, type: 'routine_visual' });
    const annual = await inspect(world.admin, { park_id: park, type: 'annual_main' });
    const routineItem = `${routine.path}items/${routine.items[0]?.id}/`;
    expect((await world.customerA.patch(routineItem, { outcome: 'defect' }, 1)).status).toBe(200);
    const created = await world.customerA.post(
      `${routine.path}findings/`,
      finding(routine.items[0]?.id ?? 0, 'medium'),
    );
    expect(created.status).toBe(201);
    const routineFinding = `${routine.path}findings/${created.body.id}/`;
    expect((await world.customerA.patch(routineFinding, { status: 'in_progress' }, 1)).status).toBe(
      200,
    );
    expect((await world.customerA.delete(routineFinding, 2)).status).toBe(204);

    const adminFinding = await world.admin.post(
      `${annual.path}findings/`,
      finding(annual.items[0]?.id ?? 0, 'high'),
    );
    const annualFinding = `${annual.path}findings/${adminFinding.body.id}/`;
    expect((await world.customerA.get(annualFinding)).status).toBe(200);
    expect((await world.customerA.get(`${annual.path}findings/`)).body.count).toBe(1);
    expect((await world.customerA.patch(annualFinding, { status: 'resolved' }, 1)).status).toBe(
      404,
    );
    expect((await world.customerA.delete(annualFinding, 1)).status).toBe(404);
    expect(
      (
        await world.customerA.patch(
          `${annual.path}items/${annual.items[0]?.id}/`,
          { notes: 'x' },
          1,
        )
      ).status,
    ).toBe(404);
    expect((await world.customerB.patch(routineItem, { notes: 'x' }, 1)).status).toBe(404);
    expect((await world.customerB.patch(annualFinding, { status: 'resolved' }, 1)).status).toBe(
      404,
    );
    expect((await world.customerB.get(annualFinding)).status).toBe(404);
    expect((await world.customerB.get(`${annual.path}findings/`)).status).toBe(404);
    expect((await world.anonymous.patch(routineItem, { outcome: 'ok' }, 2)).status).toBe(401);
  });

  it('lists findings across inspections by risk, scoped to the caller', async () => {
    const parkC = await freshPark(world.customerAId, 'Parco Elenco');
    const parkD = await freshPark(world.customerBId, 'Parco Delta');
    const a = await inspect(world.admin, { park_id: parkC, type: 'extraordinary' });
    const b = await inspect(world.admin, { park_id: parkD, type: 'extraordinary' });
    const add = async (target: typeof a, risk: string, description: string, status = 'open') => {
      const response = await world.admin.post(`${target.path}findings/`, {
        ...finding(target.items[0]?.id ?? 0, risk, description),
        status,
      });
      expect(response.status).toBe(201);
      return response.body.id as number;
    };
    const aLow = await add(a, 'low', 'Vernice scrostata');
    const aVeryHigh = await add(a, 'very_high', 'Trave spezzata');
    const aResolved = await add(a, 'high', 'Catena', 'resolved');
    const bMedium = await add(b, 'medium', 'Sabbia bassa');
    const ids = (response: { body: { results: { id: number }[] } }) =>
      response.body.results.map((row) => row.id);

    const adminList = await world.admin.get(`/findings/?inspection_id=${a.id}`);
    expect(ids(adminList)).toEqual([aVeryHigh, aResolved, aLow]);
    expect(adminList.body.results[0]).toMatchObject({
      inspection_id: a.id,
      park_id: parkC,
      park_name: 'Parco Elenco',
      customer_id: world.customerAId,
      toy_code: 'T1',
      toy_name: 'Gioco T1',
      site_area: null,
      inspection_type: 'extraordinary',
    });
    expect(ids(await world.admin.get(`/findings/?inspection_id=${a.id}&ordering=-risk`))).toEqual([
      aLow,
      aResolved,
      aVeryHigh,
    ]);
    expect(ids(await world.admin.get(`/findings/?inspection_id=${a.id}&is_open=true`))).toEqual([
      aVeryHigh,
      aLow,
    ]);
    expect(ids(await world.admin.get(`/findings/?inspection_id=${a.id}&status=resolved`))).toEqual([
      aResolved,
    ]);
    expect(ids(await world.admin.get(`/findings/?park_id=${parkD}`))).toEqual([bMedium]);
    // An equipment item's history: its findings in every inspection, and none of another park's.
    const toyOfA = a.items[0]?.toy_id ?? 0;
    expect(toyOfA).toBeGreaterThan(0);
    expect(ids(await world.admin.get(`/findings/?toy_id=${toyOfA}`))).toEqual([
      aVeryHigh,
      aResolved,
      aLow,
    ]);
    expect((await world.customerB.get(`/findings/?toy_id=${toyOfA}`)).body.count).toBe(0);
    const ofB = await world.admin.get(`/findings/?customer_id=${world.customerBId}&page_size=100`);
    const mine = await world.customerB.get('/findings/?page_size=100');
    expect(mine.status).toBe(200);
    expect(ids(mine)).toEqual(ids(ofB));
    expect(ids(mine)).toContain(bMedium);
    expect(
      mine.body.results.every(
        (row: { customer_id: number }) => row.customer_id === world.customerBId,
      ),
    ).toBe(true);
    expect(ids(await world.admin.get('/findings/?search=TRAVE'))).toEqual([aVeryHigh]);
    expect(
      ids(await world.admin.get(`/findings/?risk_level=medium&inspection_id=${b.id}`)),
    ).toEqual([bMedium]);
    expect(ids(await world.admin.get(`${a.path}findings/?risk_level=low`))).toEqual([aLow]);
    expect(ids(await world.admin.get(`${a.path}findings/?status=resolved`))).toEqual([aResolved]);

    const none = await world.customerB.get(`/findings/?inspection_id=${a.id}`);
    expect(none.body.count).toBe(0);
    const bad = await world.admin.get('/findings/?risk_level=extreme&ordering=position');
    expect(bad.status).toBe(400);
  });
});
