import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findings } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, insertCustomer, type DomainWorld } from '../../testing/world';
import {
  insertContract,
  insertFindings,
  insertInspection,
  insertPark,
  insertToy,
} from './fixtures';

type Named = { name: string };
const names = (body: { results: Named[] }) => body.results.map((row) => row.name);

describe.each(await testDrivers())('park due dates and findings on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let customerId: number;
  let parkOne: number;
  let parkTwo: number;
  let archived: number;
  let lastRoutine: number;
  let lastOperational: number;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2025-01-01T10:00:00Z' });
    world = await domainWorld(ctx);
    customerId = await insertCustomer(ctx, 'Comune di Scadenze');
    parkOne = await insertPark(ctx, customerId, { name: 'Uno' });
    parkTwo = await insertPark(ctx, customerId, { name: 'Due' });
    archived = await insertPark(ctx, customerId, { name: 'Tre', status: 'archived' });

    // 23:30 UTC on 1 March is 2 March in Rome.
    lastRoutine = await insertInspection(
      ctx,
      parkOne,
      'routine_visual',
      'completed',
      '2025-03-01T23:30:00Z',
    );
    await insertInspection(ctx, parkOne, 'routine_visual', 'completed', '2025-02-01T10:00:00Z');
    await insertInspection(ctx, parkOne, 'routine_visual', 'cancelled', '2025-03-05T10:00:00Z');
    await insertInspection(ctx, parkOne, 'routine_visual', 'in_progress', '2025-03-06T10:00:00Z');
    lastOperational = await insertInspection(
      ctx,
      parkOne,
      'operational',
      'signed',
      '2025-01-15T10:00:00Z',
    );
    await insertInspection(ctx, parkOne, 'annual_main', 'scheduled', null);
    await insertInspection(ctx, parkOne, 'extraordinary', 'signed', '2025-03-08T10:00:00Z');

    await insertInspection(ctx, parkTwo, 'routine_visual', 'signed', '2025-03-09T08:00:00Z');
    await insertInspection(ctx, parkTwo, 'operational', 'completed', '2025-03-01T08:00:00Z');
    await insertInspection(ctx, parkTwo, 'annual_main', 'signed', '2025-02-01T08:00:00Z');
    await insertInspection(ctx, archived, 'routine_visual', 'signed', '2025-01-02T08:00:00Z');

    const toyOne = await insertToy(ctx, parkOne, { status: 'in_use' });
    await insertToy(ctx, parkOne, { status: 'removed' });
    await insertToy(ctx, parkOne, { status: 'in_use' });
    await insertFindings(ctx, lastRoutine, toyOne, [
      ['high', 'open'],
      ['low', 'quoted'],
      ['very_high', 'resolved'],
    ]);
    const cancelled = await insertInspection(ctx, parkOne, 'extraordinary', 'cancelled', null);
    await insertFindings(ctx, cancelled, null, [['very_high', 'open']]);
    const parkTwoInspection = await insertInspection(
      ctx,
      parkTwo,
      'extraordinary',
      'completed',
      null,
    );
    const carriedItem = await insertFindings(ctx, parkTwoInspection, null, [
      ['medium', 'in_progress'],
    ]);
    // The next inspection re-checks the same finding: a carried copy, counted once, not twice.
    const [original] = await ctx.db
      .select()
      .from(findings)
      .where(eq(findings.item_id, carriedItem));
    const recheck = await insertInspection(ctx, parkTwo, 'extraordinary', 'in_progress', null);
    const recheckItem = await insertFindings(ctx, recheck, null, []);
    await ctx.db.insert(findings).values({
      inspection_id: recheck,
      item_id: recheckItem,
      description: original!.description,
      risk_level: 'medium',
      recommended_action: 'repair',
      status: 'open',
      carried_from_id: original!.id,
    });
  });
  afterAll(async () => ctx?.close());

  const list = (query: string) => world.admin.get(`/parks/?customer_id=${customerId}&${query}`);
  const read = async (id: number) => (await world.admin.get(`/parks/${id}/`)).body;

  it('derives last inspections, next due dates, overdue and open findings', async () => {
    ctx.clock.set('2025-03-10T10:00:00Z');
    const one = await read(parkOne);
    expect(one).toMatchObject({
      toy_count: 2,
      open_findings_count: 2,
      worst_open_risk: 'high',
      next_due_on: '2025-01-01',
      due: {
        routine_visual: {
          last_inspection_id: lastRoutine,
          last_performed_on: '2025-03-02',
          next_due_on: '2025-03-09',
          overdue: true,
        },
        operational: {
          last_inspection_id: lastOperational,
          last_performed_on: '2025-01-15',
          next_due_on: '2025-04-15',
          overdue: false,
        },
        // Never inspected: due since the park was recorded.
        annual_main: {
          last_inspection_id: null,
          last_performed_on: null,
          next_due_on: '2025-01-01',
          overdue: true,
        },
      },
    });
    const two = await read(parkTwo);
    expect(two).toMatchObject({
      toy_count: 0,
      open_findings_count: 1,
      worst_open_risk: 'medium',
      next_due_on: '2025-03-16',
    });
    expect(two.due.annual_main.next_due_on).toBe('2026-02-01');
    const three = await read(archived);
    expect(three.next_due_on).toBeNull();
    expect(three.due.routine_visual).toMatchObject({
      last_performed_on: '2025-01-02',
      next_due_on: null,
      overdue: false,
    });
    expect(three.due.annual_main).toMatchObject({ next_due_on: null, overdue: false });

    // 23:30 in Rome on 9 March is still the 9th: the routine visit due that day is not late yet.
    ctx.clock.set('2025-03-09T22:30:00Z');
    expect((await read(parkOne)).due.routine_visual.overdue).toBe(false);
    ctx.clock.set('2025-03-09T23:30:00Z');
    expect((await read(parkOne)).due.routine_visual.overdue).toBe(true);
  });

  it('filters and orders by the derived values as the clock moves', async () => {
    ctx.clock.set('2025-03-10T10:00:00Z');
    expect(names((await list('ordering=next_due_on')).body)).toEqual(['Uno', 'Due', 'Tre']);
    expect(names((await list('ordering=-next_due_on')).body)).toEqual(['Due', 'Uno', 'Tre']);
    expect(names((await list('overdue=true')).body)).toEqual(['Uno']);
    expect(names((await list('overdue=false')).body)).toEqual(['Due', 'Tre']);
    expect(names((await list('due_within_days=6')).body)).toEqual(['Due']);
    expect(names((await list('due_within_days=5')).body)).toEqual([]);
    expect(names((await list('worst_open_risk=high')).body)).toEqual(['Uno']);
    expect(names((await list('worst_open_risk=very_high')).body)).toEqual([]);
    expect(names((await list('has_open_findings=true')).body)).toEqual(['Due', 'Uno']);
    expect(names((await list('has_open_findings=false')).body)).toEqual(['Tre']);

    ctx.clock.set('2025-03-16T10:00:00Z');
    expect(names((await list('due_within_days=0')).body)).toEqual(['Due']);
    ctx.clock.set('2025-03-17T10:00:00Z');
    expect(names((await list('overdue=true')).body)).toEqual(['Due', 'Uno']);
  });

  it("applies the governing contract's frequencies", async () => {
    ctx.clock.set('2025-03-10T10:00:00Z');
    // Covers park one only; no annual frequency: the default stays.
    await insertContract(ctx, customerId, {
      start_date: '2025-01-01',
      frequency_days: { routine_visual: 14, operational: 30 },
      parkIds: [parkOne],
    });
    // Not governing today: a draft, one that ended, one not started yet.
    await insertContract(ctx, customerId, {
      status: 'draft',
      start_date: '2025-02-01',
      frequency_days: { routine_visual: 1 },
    });
    await insertContract(ctx, customerId, {
      start_date: '2025-02-01',
      end_date: '2025-02-28',
      frequency_days: { routine_visual: 2 },
    });
    await insertContract(ctx, customerId, {
      start_date: '2025-04-01',
      frequency_days: { routine_visual: 3 },
    });
    // Another customer's contract never applies.
    const stranger = await insertCustomer(ctx, 'Altro Comune');
    await insertContract(ctx, stranger, {
      start_date: '2025-01-01',
      frequency_days: { routine_visual: 1 },
    });

    const one = await read(parkOne);
    expect(one.due.routine_visual).toMatchObject({ next_due_on: '2025-03-16', overdue: false });
    expect(one.due.operational).toMatchObject({ next_due_on: '2025-02-14', overdue: true });
    expect(one.due.annual_main.next_due_on).toBe('2025-01-01');
    const two = await read(parkTwo);
    expect(two.due.routine_visual.next_due_on).toBe('2025-03-16');
    expect(two.due.operational.next_due_on).toBe('2025-05-30');
    expect(names((await list('due_within_days=6')).body)).toEqual(['Due']);

    // From 1 April the contract for all parks started latest and governs both.
    ctx.clock.set('2025-04-02T10:00:00Z');
    expect((await read(parkOne)).due.routine_visual.next_due_on).toBe('2025-03-05');
    expect((await read(parkTwo)).due.routine_visual.next_due_on).toBe('2025-03-12');
    expect((await read(parkOne)).due.operational.next_due_on).toBe('2025-04-15');
  });

  it('lists overdue and upcoming inspections at parks/due/', async () => {
    ctx.clock.set('2025-03-10T10:00:00Z');
    const dueOf = (caller: typeof world.admin, query: string) => caller.get(`/parks/due/?${query}`);
    const rows = (body: { results: { park_name: string; inspection_type: string }[] }) =>
      body.results.map((row) => `${row.park_name}:${row.inspection_type}`);

    const upcoming = await dueOf(world.admin, `customer_id=${customerId}`);
    expect(upcoming.status).toBe(200);
    // The contracts of the previous test still govern: park one has routine 14 and operational 30.
    expect(rows(upcoming.body)).toEqual([
      'Uno:annual_main',
      'Uno:operational',
      'Due:routine_visual',
      'Uno:routine_visual',
    ]);
    expect(upcoming.body.count).toBe(4);
    expect(upcoming.body.results[0]).toEqual({
      park_id: parkOne,
      park_name: 'Uno',
      customer_id: customerId,
      customer_name: 'Comune di Scadenze',
      inspection_type: 'annual_main',
      last_inspection_id: null,
      last_performed_on: null,
      next_due_on: '2025-01-01',
      overdue: true,
    });
    expect(upcoming.body.results[2]).toMatchObject({
      last_performed_on: '2025-03-09',
      next_due_on: '2025-03-16',
      overdue: false,
    });
    expect(
      rows((await dueOf(world.admin, `customer_id=${customerId}&within_days=0`)).body),
    ).toEqual(['Uno:annual_main', 'Uno:operational']);
    const operational = await dueOf(
      world.admin,
      `customer_id=${customerId}&within_days=366&inspection_type=operational`,
    );
    expect(rows(operational.body)).toEqual(['Uno:operational', 'Due:operational']);
    const paged = await dueOf(world.admin, `customer_id=${customerId}&page_size=3`);
    expect(paged.body.results).toHaveLength(3);
    expect(paged.body.next).toContain('page=2');
    const second = await world.admin.get(paged.body.next.replace('/api/v1', ''));
    expect(rows(second.body)).toEqual(['Uno:routine_visual']);

    const ownPark = await insertPark(ctx, world.customerAId, { name: 'Alfa Scadenze' });
    const own = await dueOf(world.customerA, 'page_size=100');
    expect(own.status).toBe(200);
    expect(own.body.results.map((row: { park_id: number }) => row.park_id)).toContain(ownPark);
    for (const row of own.body.results) expect(row.customer_id).toBe(world.customerAId);
    expect((await dueOf(world.customerA, `customer_id=${customerId}`)).body.count).toBe(0);
    expect((await world.anonymous.get('/parks/due/')).status).toBe(401);
    const bad = await dueOf(world.admin, 'within_days=367&inspection_type=extraordinary&x=1');
    expect(bad.status).toBe(400);
    expect(bad.body.error_list.map((e: { field: string }) => e.field).sort()).toEqual([
      'inspection_type',
      'within_days',
      'x',
    ]);
    // `due` is its own route; any other non-numeric id is a validation error, not a 5xx.
    expect((await world.admin.get('/parks/abc/')).status).toBe(400);
    expect((await world.admin.patch('/parks/due/', { name: 'x' }, 1)).status).toBe(400);
  });
});
