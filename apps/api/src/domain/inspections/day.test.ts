import type { InspectorDay } from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/client';
import { inspections } from '../../db/schema';
import { createTestContext, testDrivers, type TestContext } from '../../testing';
import { insertInspection, insertPark } from '../parks/fixtures';
import { domainWorld, insertCustomer, type Caller, type DomainWorld } from '../../testing/world';

describe.each(await testDrivers())("the inspector's day on %s", (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let me: Caller;
  let near: number;
  let far: number;
  let mineScheduled: number;
  let mineStarted: number;
  let othersOpen: number;

  const assign = (inspectionId: number, userId: number) =>
    ctx.db
      .update(inspections)
      .set({ inspector_id: userId })
      .where(eq(inspections.id, inspectionId));

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: '2025-06-01T08:00:00Z' });
    world = await domainWorld(ctx);
    me = await world.callerFor((await makeUser(ctx, { isAdmin: true })).id);
    const other = await makeUser(ctx, { isAdmin: true });
    const customerId = await insertCustomer(ctx, 'Comune di Giornata');
    near = await insertPark(ctx, customerId, {
      name: 'Vicino',
      city: 'Prato',
      latitude: 43.88,
      longitude: 11.1,
    });
    far = await insertPark(ctx, customerId, { name: 'Lontano', latitude: 45.46, longitude: 9.19 });

    mineScheduled = await insertInspection(ctx, near, 'routine_visual', 'scheduled', null);
    mineStarted = await insertInspection(
      ctx,
      far,
      'annual_main',
      'in_progress',
      '2025-06-01T07:00:00Z',
    );
    const mineDone = await insertInspection(
      ctx,
      far,
      'operational',
      'completed',
      '2025-05-20T07:00:00Z',
    );
    othersOpen = await insertInspection(ctx, far, 'routine_visual', 'scheduled', null);
    await assign(mineScheduled, me.userId);
    await assign(mineStarted, me.userId);
    await assign(mineDone, me.userId);
    await assign(othersOpen, other.id);
  });

  afterAll(async () => ctx?.close());

  it("lists the signed-in inspector's open inspections, started ones first, with their park's place", async () => {
    const response = await me.get('/inspections/day/');
    expect(response.status).toBe(200);
    const day = response.body as InspectorDay;
    expect(day.today).toBe('2025-06-01');
    expect(day.within_days).toBe(14);
    expect(day.inspections.map((row) => row.id)).toEqual([mineStarted, mineScheduled]);
    expect(day.inspections[1]).toMatchObject({
      park_id: near,
      park_name: 'Vicino',
      park_city: 'Prato',
      park_latitude: 43.88,
      park_longitude: 11.1,
      status: 'scheduled',
      inspector_id: me.userId,
    });
  });

  it('lists the parks coming due that are not already my work, with the open inspection to continue', async () => {
    const day = (await me.get('/inspections/day/')).body as InspectorDay;
    const due = day.due.map((row) => `${row.park_name}:${row.inspection_type}`);
    // Mine (Vicino routine, Lontano annual) are above; Lontano's operational was done on 20 May.
    expect(due).toEqual(
      expect.arrayContaining([
        'Vicino:operational',
        'Vicino:annual_main',
        'Lontano:routine_visual',
      ]),
    );
    expect(due).not.toContain('Vicino:routine_visual');
    expect(due).not.toContain('Lontano:annual_main');
    expect(due).not.toContain('Lontano:operational');
    const othersRow = day.due.find(
      (row) => row.park_id === far && row.inspection_type === 'routine_visual',
    );
    expect(othersRow).toMatchObject({
      open_inspection_id: othersOpen,
      park_latitude: 45.46,
      park_longitude: 9.19,
    });
    const fresh = day.due.find(
      (row) => row.park_id === near && row.inspection_type === 'operational',
    );
    expect(fresh?.open_inspection_id).toBeNull();
  });

  it('looks further ahead when asked, and refuses a bad horizon with a 400', async () => {
    const wide = (await me.get('/inspections/day/?within_days=90')).body as InspectorDay;
    expect(wide.due.map((row) => `${row.park_name}:${row.inspection_type}`)).toContain(
      'Lontano:operational',
    );
    expect((await me.get('/inspections/day/?within_days=soon')).status).toBe(400);
  });

  it('is not there for a customer user, nor without a session', async () => {
    expect((await world.customerA.get('/inspections/day/')).status).toBe(404);
    expect((await world.anonymous.get('/inspections/day/')).status).toBe(401);
  });
});
