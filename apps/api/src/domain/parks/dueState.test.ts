import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultFrequencyDays,
  openFindingStatuses,
  recurringInspectionTypes,
  riskLevels,
} from '@altalena/contracts';
import {
  customerContractParks,
  customerContracts,
  findings,
  inspections,
  parks,
} from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, insertCustomer, type DomainWorld } from '../../testing/world';
import { insertContract, insertFindings, insertInspection, insertPark } from './fixtures';
import { openFindingsOfPark, riskOrderSql } from './sql';

/** The stored due state every test checks against what the SQL functions compute from the rows. */
describe.each(await testDrivers())('stored due state on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let customerId: number;
  let other: number;
  let park: number;
  let neighbour: number;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2025-01-01T10:00:00Z' });
    world = await domainWorld(ctx);
    customerId = await insertCustomer(ctx, 'Comune di Stato');
    other = await insertCustomer(ctx, 'Comune Vicino');
    park = await insertPark(ctx, customerId, { name: 'Stato' });
    neighbour = await insertPark(ctx, customerId, { name: 'Vicino' });
    ctx.clock.set('2025-06-10T10:00:00Z');
  });
  afterAll(async () => ctx?.close());

  /**
   * Every stored value that differs from a fresh computation: the rows per type at both ends of the
   * days the park's state holds for, the park's earliest day, and its open findings.
   */
  async function drift(): Promise<unknown[]> {
    const byRisk = sql`coalesce((select jsonb_object_agg(x.risk_level, x.n) from (
      select f.risk_level, count(*)::int as n ${openFindingsOfPark} group by f.risk_level) x), '{}'::jsonb)`;
    const result = await ctx.db.execute(sql`
      select parks.id, r.type, probe.day::text as day from parks
      cross join lateral (values (parks.due_valid_from), (parks.due_valid_until - 1)) as probe(day)
      cross join lateral park_due_rows(array[parks.id], probe.day) as r
      left join park_inspection_due d on d.park_id = parks.id and d.type = r.type
      where (d.last_inspection_id, d.last_performed_on, d.next_due_on)
        is distinct from (r.last_inspection_id, r.last_performed_on, r.next_due_on)
      union all
      select parks.id, 'next_due_on', null from parks
      where parks.next_due_on is distinct from
        (select min(d.next_due_on) from park_inspection_due d where d.park_id = parks.id)
      union all
      select parks.id, 'open_findings', null from parks
      where (parks.open_findings_count, parks.worst_open_risk, parks.open_findings_by_risk)
        is distinct from ((select count(*)::int ${openFindingsOfPark}),
          (select f.risk_level ${openFindingsOfPark}
            order by array_position(${riskOrderSql}, f.risk_level::text) limit 1),
          ${byRisk})`);
    return result.rows;
  }

  /** What the API says of a park (its item and its row of the parks list agree). */
  async function read(id: number) {
    const response = await world.admin.get(`/parks/${id}/`);
    expect(response.status).toBe(200);
    const body = response.body;
    // The parks list by next due day, kept in memory while nothing it shows has changed, follows every write too.
    const shown = (park: Record<string, unknown>) => ({
      due: park.due,
      next_due_on: park.next_due_on,
      open_findings_count: park.open_findings_count,
      worst_open_risk: park.worst_open_risk,
    });
    const listed = await world.admin.get('/parks/?ordering=next_due_on&page_size=100');
    const row = (listed.body.results as Record<string, unknown>[]).find((park) => park.id === id);
    expect(row && shown(row)).toEqual(shown(body));
    return {
      next: body.next_due_on as string | null,
      routine: body.due.routine_visual,
      operational: body.due.operational,
      annual: body.due.annual_main,
      open: body.open_findings_count as number,
      worst: body.worst_open_risk as string | null,
    };
  }

  const setInspection = (id: number, values: Partial<typeof inspections.$inferInsert>) =>
    ctx.db.update(inspections).set(values).where(eq(inspections.id, id));

  it('holds the constants of the contracts', async () => {
    const types = await ctx.db.execute<{ type: string; rank: number; default_days: number }>(
      sql`select type, rank, default_days from recurring_inspection_types() order by rank`,
    );
    expect(types.rows.map((row) => row.type)).toEqual([...recurringInspectionTypes]);
    for (const row of types.rows) {
      expect(row.default_days).toBe(
        defaultFrequencyDays[row.type as keyof typeof defaultFrequencyDays],
      );
    }
    const arrays = await ctx.db.execute<{ open: string[]; risks: string[] }>(
      sql`select open_finding_statuses() as open, risk_levels() as risks`,
    );
    expect(arrays.rows[0]).toEqual({ open: [...openFindingStatuses], risks: [...riskLevels] });
  });

  it('follows inspections completed, signed, cancelled, deleted, retyped, redated and moved', async () => {
    // Never inspected: due since the day it was recorded, whatever a contract says.
    expect(await read(park)).toMatchObject({
      next: '2025-01-01',
      routine: { last_inspection_id: null },
    });

    const first = await insertInspection(ctx, park, 'routine_visual', 'scheduled', null);
    await setInspection(first, {
      status: 'in_progress',
      performed_at: new Date('2025-05-01T08:00:00Z'),
    });
    expect((await read(park)).routine).toMatchObject({
      last_inspection_id: null,
      next_due_on: '2025-01-01',
    });
    await setInspection(first, { status: 'completed' });
    expect((await read(park)).routine).toMatchObject({
      last_inspection_id: first,
      last_performed_on: '2025-05-01',
      next_due_on: '2025-05-08',
    });
    await setInspection(first, { status: 'signed' });
    expect((await read(park)).routine.last_inspection_id).toBe(first);

    const second = await insertInspection(
      ctx,
      park,
      'routine_visual',
      'completed',
      '2025-06-01T08:00:00Z',
    );
    expect((await read(park)).routine).toMatchObject({
      last_inspection_id: second,
      next_due_on: '2025-06-08',
    });
    // Dated before the first one: the first is the last again.
    await setInspection(second, { performed_at: new Date('2025-04-01T08:00:00Z') });
    expect((await read(park)).routine.last_inspection_id).toBe(first);
    await setInspection(second, { performed_at: new Date('2025-06-01T08:00:00Z') });
    // Turned into an operational inspection: it still restarts the routine visits' clock, as an
    // operational inspection includes a routine visual one (EN 1176-7).
    await setInspection(second, { type: 'operational' });
    const retyped = await read(park);
    expect(retyped.routine).toMatchObject({
      last_inspection_id: second,
      next_due_on: '2025-06-08',
    });
    expect(retyped.operational).toMatchObject({
      last_inspection_id: second,
      next_due_on: '2025-08-30',
    });
    await setInspection(second, { status: 'cancelled' });
    expect((await read(park)).operational.last_inspection_id).toBeNull();
    expect((await read(park)).routine.last_inspection_id).toBe(first);
    await setInspection(second, { status: 'completed', park_id: neighbour });
    expect((await read(park)).operational.last_inspection_id).toBeNull();
    expect((await read(neighbour)).operational.last_inspection_id).toBe(second);
    await ctx.db.delete(inspections).where(eq(inspections.id, second));
    expect((await read(neighbour)).operational.last_inspection_id).toBeNull();
    expect(await drift()).toEqual([]);
  });

  it('follows findings opened, resolved, carried forward, cancelled with their inspection and deleted', async () => {
    const visit = await insertInspection(ctx, park, 'extraordinary', 'in_progress', null);
    await insertFindings(ctx, visit, null, [
      ['high', 'open'],
      ['low', 'quoted'],
    ]);
    expect(await read(park)).toMatchObject({ open: 2, worst: 'high' });
    const [high] = await ctx.db.select().from(findings).where(eq(findings.risk_level, 'high'));
    await ctx.db.update(findings).set({ status: 'resolved' }).where(eq(findings.id, high!.id));
    expect(await read(park)).toMatchObject({ open: 1, worst: 'low' });
    await ctx.db
      .update(findings)
      .set({ status: 'in_progress', risk_level: 'very_high' })
      .where(eq(findings.id, high!.id));
    expect(await read(park)).toMatchObject({ open: 2, worst: 'very_high' });

    // Carried into the next visit: counted there, once.
    const next = await insertInspection(ctx, park, 'extraordinary', 'in_progress', null);
    const nextItem = await insertFindings(ctx, next, null, []);
    const [copy] = await ctx.db
      .insert(findings)
      .values({
        inspection_id: next,
        item_id: nextItem,
        description: high!.description,
        risk_level: 'very_high',
        recommended_action: 'repair',
        status: 'open',
        carried_from_id: high!.id,
      })
      .returning({ id: findings.id });
    expect(await read(park)).toMatchObject({ open: 2, worst: 'very_high' });
    const stored = await ctx.db
      .select({ byRisk: parks.open_findings_by_risk })
      .from(parks)
      .where(eq(parks.id, park));
    expect(stored[0]?.byRisk).toEqual({ very_high: 1, low: 1 });
    // The visit holding the copy is cancelled: neither the copy nor the carried original counts.
    await setInspection(next, { status: 'cancelled' });
    expect(await read(park)).toMatchObject({ open: 1, worst: 'low' });
    await ctx.db.delete(findings).where(eq(findings.id, copy!.id));
    expect(await read(park)).toMatchObject({ open: 2, worst: 'very_high' });
    // Deleting the inspection deletes its findings.
    await ctx.db.delete(inspections).where(eq(inspections.id, visit));
    expect(await read(park)).toMatchObject({ open: 0, worst: null });
    expect(await drift()).toEqual([]);
  });

  it('follows contracts: frequencies, dates, status, covered parks, and the clock past their end', async () => {
    // The park's last routine visit was on 1 May.
    const contract = await insertContract(ctx, customerId, {
      start_date: '2025-01-01',
      end_date: '2025-06-30',
      frequency_days: { routine_visual: 14 },
    });
    expect((await read(park)).routine.next_due_on).toBe('2025-05-15');
    await ctx.db
      .update(customerContracts)
      .set({ frequency_days: { routine_visual: 21, operational: 90, annual_main: 365 } })
      .where(eq(customerContracts.id, contract));
    expect((await read(park)).routine.next_due_on).toBe('2025-05-22');

    // No write: the day after the contract's end, the default interval governs again.
    ctx.clock.set('2025-07-01T10:00:00Z');
    expect((await read(park)).routine.next_due_on).toBe('2025-05-08');
    ctx.clock.set('2025-06-30T21:59:00Z');
    expect((await read(park)).routine.next_due_on).toBe('2025-05-22');
    ctx.clock.set('2025-06-10T10:00:00Z');

    await ctx.db
      .update(customerContracts)
      .set({ start_date: '2025-06-11' })
      .where(eq(customerContracts.id, contract));
    expect((await read(park)).routine.next_due_on).toBe('2025-05-08');
    ctx.clock.set('2025-06-11T10:00:00Z');
    expect((await read(park)).routine.next_due_on).toBe('2025-05-22');
    await ctx.db
      .update(customerContracts)
      .set({ status: 'suspended' })
      .where(eq(customerContracts.id, contract));
    expect((await read(park)).routine.next_due_on).toBe('2025-05-08');
    await ctx.db
      .update(customerContracts)
      .set({ status: 'active' })
      .where(eq(customerContracts.id, contract));

    // Listing the neighbour only takes the park out of the contract, through the API as through SQL.
    const path = `/customer-contracts/${contract}/`;
    const version = (await world.admin.get(path)).body.version as number;
    const listed = await world.admin.patch(path, { park_ids: [neighbour] }, version);
    expect(listed.status).toBe(200);
    expect((await read(park)).routine.next_due_on).toBe('2025-05-08');
    await ctx.db.insert(customerContractParks).values({ contract_id: contract, park_id: park });
    expect((await read(park)).routine.next_due_on).toBe('2025-05-22');
    expect(await drift()).toEqual([]);

    await ctx.db.delete(customerContracts).where(eq(customerContracts.id, contract));
    expect((await read(park)).routine.next_due_on).toBe('2025-05-08');
    expect(await drift()).toEqual([]);
  });

  it('follows the park: archived, restored, moved to another customer', async () => {
    await insertContract(ctx, other, {
      start_date: '2025-01-01',
      frequency_days: { routine_visual: 30 },
    });
    const path = `/parks/${park}/`;
    const version = (await world.admin.get(path)).body.version as number;
    const archived = await world.admin.patch(path, { status: 'archived' }, version);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      next_due_on: null,
      due: { routine_visual: { next_due_on: null } },
    });
    const restored = await world.admin.patch(
      path,
      { status: 'open', customer_id: other },
      version + 1,
    );
    expect(restored.status).toBe(200);
    expect(restored.body.due.routine_visual.next_due_on).toBe('2025-05-31');
    const overdue = await world.admin.get(`/parks/?customer_id=${other}&overdue=true`);
    expect(overdue.body.results.map((row: { id: number }) => row.id)).toEqual([park]);
    expect(await drift()).toEqual([]);
  });
});
