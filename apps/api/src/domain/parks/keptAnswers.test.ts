import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, parks, toys } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { domainWorld, type Caller, type DomainWorld } from '../../testing/world';
import {
  insertContract,
  insertFindings,
  insertInspection,
  insertPark,
  insertToy,
} from './fixtures';

/** 10:00 in Rome on Tuesday 10 June 2025. */
const NOW = '2025-06-10T08:00:00Z';

/**
 * The parks lists, `parks/due/` and the markers are kept in memory while the data version of the caller's scope
 * has not moved (resources/answerCache). Every write here goes straight to the database, as another process
 * would: only the triggers' counters can tell the server that its kept answers are stale.
 */
describe.each(await testDrivers())('answers kept in memory on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let parkA: number;
  let parkB: number;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: NOW });
    world = await domainWorld(ctx);
    parkA = await insertPark(ctx, world.customerAId, { name: 'Parco Alfa' });
    parkB = await insertPark(ctx, world.customerBId, { name: 'Parco Beta' });
    // Inspected on 5 June: the next routine visit is due on 12 June.
    await insertInspection(ctx, parkA, 'routine_visual', 'completed', '2025-06-05T08:00:00Z');
    await insertInspection(ctx, parkB, 'routine_visual', 'completed', '2025-06-05T08:00:00Z');
  });
  afterAll(async () => ctx?.close());

  const ok = async (caller: Caller, path: string) => {
    const response = await caller.get(path);
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };
  type ParkRow = { id: number; name: string; customer_name: string; toy_count: number };
  const listed = async (caller: Caller, id: number, path = '/parks/?ordering=next_due_on') =>
    ((await ok(caller, path)).results as ParkRow[]).find((row) => row.id === id);
  type DueRow = {
    park_id: number;
    inspection_type: string;
    customer_name: string;
    last_performed_on: string | null;
    next_due_on: string;
    overdue: boolean;
  };
  const dueRoutine = async (caller: Caller, id: number) =>
    ((await ok(caller, '/parks/due/?within_days=30')).results as DueRow[]).find(
      (row) => row.park_id === id && row.inspection_type === 'routine_visual',
    );
  const marker = async (caller: Caller, id: number) => {
    const markers = await ok(caller, '/parks/markers/');
    const index = (markers.id as number[]).indexOf(id);
    return index < 0
      ? undefined
      : { name: markers.name[index], worst: markers.worst_open_risk[index] };
  };

  it('shows every kind of write at once, to the scopes it concerns only', async () => {
    ctx.clock.set(NOW);
    const otherList = await ok(world.customerB, '/parks/');
    const otherDue = await ok(world.customerB, '/parks/due/?within_days=30');
    expect(await listed(world.admin, parkA)).toMatchObject({ toy_count: 0 });
    expect(await listed(world.customerA, parkA, '/parks/')).toMatchObject({ toy_count: 0 });

    // A toy in use: the park's count of toys.
    const toy = await insertToy(ctx, parkA);
    expect((await listed(world.admin, parkA))?.toy_count).toBe(1);
    expect((await listed(world.customerA, parkA, '/parks/'))?.toy_count).toBe(1);
    await ctx.db.update(toys).set({ status: 'removed' }).where(eq(toys.id, toy));
    expect((await listed(world.customerA, parkA, '/parks/'))?.toy_count).toBe(0);

    // The customer renamed: its name on its parks and on their due inspections.
    await ctx.db
      .update(customers)
      .set({ name: 'Comune Rinominato' })
      .where(eq(customers.id, world.customerAId));
    expect((await listed(world.admin, parkA))?.customer_name).toBe('Comune Rinominato');
    expect((await dueRoutine(world.admin, parkA))?.customer_name).toBe('Comune Rinominato');
    expect((await dueRoutine(world.customerA, parkA))?.customer_name).toBe('Comune Rinominato');

    // The park renamed: the lists and the map.
    await ctx.db.update(parks).set({ name: 'Parco Gamma' }).where(eq(parks.id, parkA));
    expect((await listed(world.customerA, parkA, '/parks/'))?.name).toBe('Parco Gamma');
    expect((await marker(world.admin, parkA))?.name).toBe('Parco Gamma');

    // A finding opened: the worst open risk on the map.
    expect((await marker(world.customerA, parkA))?.worst).toBeNull();
    const visit = await insertInspection(ctx, parkA, 'operational', 'completed', NOW);
    await insertFindings(ctx, visit, null, [['high', 'open']]);
    expect((await marker(world.customerA, parkA))?.worst).toBe('high');

    // A routine visit today: the next one is due a week later…
    await insertInspection(ctx, parkA, 'routine_visual', 'completed', NOW);
    expect(await dueRoutine(world.customerA, parkA)).toMatchObject({
      last_performed_on: '2025-06-10',
      next_due_on: '2025-06-17',
    });
    // …until a contract asks for one every 60 days instead of 7: due on 9 August, beyond the window.
    await insertContract(ctx, world.customerAId, {
      start_date: '2025-01-01',
      frequency_days: { routine_visual: 60 },
    });
    expect(await dueRoutine(world.customerA, parkA)).toBeUndefined();

    // Customer B saw none of it, and never sees A's parks under the same URL.
    expect(await ok(world.customerB, '/parks/')).toEqual(otherList);
    expect(await ok(world.customerB, '/parks/due/?within_days=30')).toEqual(otherDue);
    expect(await listed(world.customerB, parkA, '/parks/')).toBeUndefined();
    expect(await marker(world.customerB, parkA)).toBeUndefined();
  });

  it('moves with the clock without any write', async () => {
    ctx.clock.set(NOW);
    expect((await dueRoutine(world.customerB, parkB))?.overdue).toBe(false);
    expect(await listed(world.customerB, parkB, '/parks/?overdue=true')).toBeUndefined();
    // Three days later the routine visit due on 12 June is overdue.
    ctx.clock.set('2025-06-13T08:00:00Z');
    expect((await dueRoutine(world.customerB, parkB))?.overdue).toBe(true);
    expect(await listed(world.customerB, parkB, '/parks/?overdue=true')).toBeDefined();
    ctx.clock.set(NOW);
  });

  it('sends the same answer compressed as each client accepts, and CSV afresh', async () => {
    ctx.clock.set(NOW);
    const path = '/parks/?ordering=next_due_on'; // over 1 KiB: compressed
    const bodies: unknown[] = [];
    for (const encoding of ['br', 'gzip', 'identity', 'br']) {
      const response = await world.admin.request('GET', path, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      bodies.push(response.body);
      if (encoding === 'identity') {
        expect(response.headers.get('content-encoding')).toBeNull();
      } else {
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      }
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);

    const csv = async () => {
      const response = await world.admin.request('GET', '/parks/?format=csv');
      expect(response.status).toBe(200);
      return String(response.body);
    };
    await csv();
    await ctx.db.update(parks).set({ name: 'Parco Delta' }).where(eq(parks.id, parkB));
    expect(await csv()).toContain('Parco Delta');
  });
});
