import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { completionMissingCodes } from '@altalena/contracts';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type Caller, type DomainWorld } from '../../testing/world';
import { insertPark, insertToy } from './fixtures';

interface Item {
  id: number;
  version: number;
  toy_id: number | null;
  outcome: string | null;
  findings: { id: number; version: number; late: boolean; due_by: string | null }[];
}

/** The rules of issue 21: what completion needs, the due-date cascade, late findings. */
describe.each(await testDrivers())('inspection rules on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let park: number;
  let first: { id: number; path: string; items: Item[] };
  let second: { id: number; path: string; items: Item[] };
  let firstFinding: number;
  let copy: number;

  async function inspect(caller: Caller, body: Record<string, unknown>) {
    const created = await caller.post('/inspections/', body);
    expect(created.status).toBe(201);
    const path = `/inspections/${created.body.id}/`;
    const detail = await caller.get(path);
    return { id: created.body.id as number, path, items: detail.body.items as Item[] };
  }

  /** Gives every item without one the outcome `ok`, except `toyOutcome` on the toy's item. */
  async function markAll(target: { path: string; items: Item[] }, toyOutcome = 'ok') {
    for (const item of target.items) {
      const outcome = item.toy_id !== null ? toyOutcome : 'ok';
      const answer = await world.admin.patch(
        `${target.path}items/${item.id}/`,
        { outcome },
        item.version,
      );
      expect(answer.status).toBe(200);
    }
  }

  async function complete(path: string) {
    const { version } = (await world.admin.get(path)).body as { version: number };
    return world.admin.patch(path, { status: 'completed' }, version);
  }

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2032-05-01T08:00:00Z' });
    world = await domainWorld(ctx);
    park = await insertPark(ctx, world.customerAId, 'Parco Regole');
    await insertToy(ctx, park, 'T1');
  });
  afterAll(async () => ctx?.close());

  it('refuses completion with a defective item without a finding, naming it', async () => {
    first = await inspect(world.admin, { park_id: park, type: 'annual_main' });
    await markAll(first, 'defect');
    const toyItem = first.items.find((item) => item.toy_id !== null)!;
    const refused = await complete(first.path);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('inspection_items_pending');
    expect(refused.body.error_list).toEqual([
      expect.objectContaining({ field: `items.${toyItem.id}.findings`, code: 'finding_required' }),
    ]);
    expect(completionMissingCodes).toContain(refused.body.error_list[0].code);

    const created = await world.admin.post(`${first.path}findings/`, {
      item_id: toyItem.id,
      description: 'Catena usurata',
      risk_level: 'high',
      timeframe: '48h',
      recommended_action: 'repair',
    });
    expect(created.status).toBe(201);
    firstFinding = created.body.id as number;
    // Found at 10:00 in Rome on 1 May: due by 3 May, not late yet.
    expect(created.body).toMatchObject({ due_by: '2032-05-03', late: false });
    expect((await complete(first.path)).status).toBe(200);
  });

  it('refuses completion while a carried finding is not re-checked, even on an item marked ok', async () => {
    ctx.clock.set('2032-05-02T08:00:00Z');
    second = await inspect(world.admin, { park_id: park, type: 'routine_visual' });
    await markAll(second);
    const toyItem = second.items.find((item) => item.toy_id !== null)!;
    const carried = toyItem.findings[0]!;
    copy = carried.id;
    // The copy keeps the day its original was found.
    expect(carried).toMatchObject({ due_by: '2032-05-03', late: false });

    const refused = await complete(second.path);
    expect(refused.status).toBe(409);
    expect(refused.body.error_list).toEqual([
      expect.objectContaining({ field: `findings.${copy}.status`, code: 'recheck_required' }),
    ]);
    // Confirmed still open: that is a re-check.
    const rechecked = await world.admin.patch(
      `${second.path}findings/${copy}/`,
      { status: 'open' },
      carried.version,
    );
    expect(rechecked.status).toBe(200);
    expect((await complete(second.path)).status).toBe(200);
  });

  it('lists every missing thing in item order, an item without outcome first', async () => {
    const third = await inspect(world.admin, { park_id: park, type: 'extraordinary' });
    const refused = await complete(third.path);
    expect(refused.status).toBe(409);
    const codes = (refused.body.error_list as { code: string }[]).map((entry) => entry.code);
    // The toy's item first, with the finding carried again from the second inspection, then the site.
    expect(codes).toEqual([
      'outcome_required',
      'recheck_required',
      ...third.items.slice(1).map(() => 'outcome_required'),
    ]);
    expect((await world.admin.delete(third.path, 1)).status).toBe(204);
  });

  it('marks findings late after their due day, the copy only, in every list and the dashboard', async () => {
    ctx.clock.set('2032-05-04T08:00:00Z');
    const secondDetail = (await world.admin.get(second.path)).body as { items: Item[] };
    const onSecond = secondDetail.items.flatMap((item) => item.findings);
    expect(onSecond).toEqual([expect.objectContaining({ id: copy, late: true })]);
    const firstDetail = (await world.admin.get(first.path)).body as { items: Item[] };
    expect(firstDetail.items.flatMap((item) => item.findings)).toEqual([
      expect.objectContaining({ id: firstFinding, late: false }),
    ]);
    expect((await world.admin.get(`${second.path}findings/${copy}/`)).body.late).toBe(true);

    const late = await world.admin.get(`/findings/?is_late=true&park_id=${park}`);
    expect(late.body.results.map((row: { id: number }) => row.id)).toEqual([copy]);
    const parkFindings = await world.customerA.get(`/findings/?is_open=true&park_id=${park}`);
    expect(parkFindings.body.results).toEqual([expect.objectContaining({ id: copy, late: true })]);

    // The equipment's history: one row per finding, not one per inspection that carried it.
    const toyId = first.items.find((item) => item.toy_id !== null)!.toy_id!;
    expect((await world.admin.get(`/findings/?toy_id=${toyId}`)).body.count).toBe(2);
    const history = await world.admin.get(`/findings/?toy_id=${toyId}&is_latest=true`);
    expect(history.body.results.map((row: { id: number }) => row.id)).toEqual([copy]);

    const everyLate = await world.admin.get('/findings/?is_late=true');
    const dashboard = await world.admin.get('/dashboard/');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.late_findings).toBe(everyLate.body.count);
    expect(dashboard.body.late_findings).toBeGreaterThan(0);
    expect((await world.customerA.get('/dashboard/')).body.late_findings).toBe(1);
    expect((await world.customerB.get('/dashboard/')).body.late_findings).toBe(0);
    const lateParks = await world.customerA.get('/parks/?has_late_findings=true');
    expect(lateParks.body.results.map((row: { id: number }) => row.id)).toEqual([park]);

    // Resolved: no longer late anywhere.
    const { version } = (await world.admin.get(`${second.path}findings/${copy}/`)).body as {
      version: number;
    };
    // The second inspection is completed, not signed: its findings still change.
    const resolved = await world.admin.patch(
      `${second.path}findings/${copy}/`,
      { status: 'resolved' },
      version,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.late).toBe(false);
    expect((await world.admin.get(`/findings/?is_late=true&park_id=${park}`)).body.count).toBe(0);
    expect((await world.customerA.get('/dashboard/')).body.late_findings).toBe(0);
    expect((await world.customerA.get('/parks/?has_late_findings=true')).body.count).toBe(0);
  });

  it('restarts the routine visual and operational clocks when an annual main inspection is signed', async () => {
    // The routine visit of 2 May was due again on 9 May: overdue on 1 June.
    ctx.clock.set('2032-06-01T08:00:00Z');
    const before = (await world.admin.get(`/parks/${park}/`)).body;
    expect(before.due.routine_visual).toMatchObject({
      last_inspection_id: second.id,
      next_due_on: '2032-05-09',
      overdue: true,
    });
    const annual = await inspect(world.admin, { park_id: park, type: 'annual_main' });
    await markAll(annual);
    const carried = annual.items.flatMap((item) => item.findings);
    expect(carried).toEqual([]);
    const completed = await complete(annual.path);
    expect(completed.status).toBe(200);
    const signed = await world.admin.request('POST', `${annual.path}sign/`, {
      headers: { 'if-match': `"${completed.body.version}"` },
    });
    expect(signed.status).toBe(200);

    const after = (await world.admin.get(`/parks/${park}/`)).body;
    expect(after.due).toMatchObject({
      routine_visual: { last_inspection_id: annual.id, next_due_on: '2032-06-08', overdue: false },
      operational: { last_inspection_id: annual.id, next_due_on: '2032-08-30', overdue: false },
      annual_main: { last_inspection_id: annual.id, next_due_on: '2033-06-01', overdue: false },
    });
    expect(after.next_due_on).toBe('2032-06-08');
    const overdue = await world.admin.get(`/parks/?overdue=true&customer_id=${world.customerAId}`);
    expect(overdue.body.results.map((row: { id: number }) => row.id)).not.toContain(park);

    // A lower inspection never moves a higher one's clock.
    const routine = await inspect(world.admin, { park_id: park, type: 'routine_visual' });
    await markAll(routine);
    ctx.clock.set('2032-06-05T08:00:00Z');
    expect((await complete(routine.path)).status).toBe(200);
    const later = (await world.admin.get(`/parks/${park}/`)).body;
    expect(later.due.annual_main.last_inspection_id).toBe(annual.id);
    expect(later.due.routine_visual.last_inspection_id).toBe(routine.id);

    // The stored state is what the SQL functions compute.
    const drift = await ctx.db.execute(sql`select d.type from park_inspection_due d
      join park_due_rows(array[${park}::int], '2032-06-05'::date) r on r.type = d.type
      where d.park_id = ${park} and (d.last_inspection_id, d.next_due_on)
        is distinct from (r.last_inspection_id, r.next_due_on)`);
    expect(drift.rows).toEqual([]);
  });
});
