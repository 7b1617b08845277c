import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDrivers, type TestContext } from '../testing';
import { runTransaction } from './transaction';
import type { Tx } from './types';

describe.each(await testDrivers())('runTransaction on %s', (driver) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ driver });
    await ctx.db.execute(
      sql`insert into dashboard_versions (customer_id, version) values (9001, 0), (9002, 0)`,
    );
  });
  afterAll(async () => ctx?.close());

  const raise = (tx: Tx, customerId: number) =>
    tx.execute(
      sql`update dashboard_versions set version = version + 1 where customer_id = ${customerId}`,
    );
  const versions = async () =>
    (
      await ctx.db.execute<{ version: string }>(
        sql`select version::text from dashboard_versions where customer_id in (9001, 9002)
          order by customer_id`,
      )
    ).rows.map((row) => Number(row.version));

  it('runs a failing transaction once, and keeps nothing of it', async () => {
    let runs = 0;
    const failing = runTransaction(ctx.db, async (tx) => {
      runs += 1;
      await raise(tx, 9001);
      await tx.execute(sql`select 1 / 0`);
    });
    await expect(failing).rejects.toThrow();
    expect(runs).toBe(1);
    expect(await versions()).toEqual([0, 0]);
  });

  if (driver === 'postgres') {
    it(
      'runs again the transaction PostgreSQL aborts for a deadlock, and both writes land',
      { timeout: 30_000 },
      async () => {
        const before = await versions();
        // Each takes one counter, waits until the other holds its own, then wants the other's: a deadlock.
        let arrived = 0;
        let bothHold!: () => void;
        const holding = new Promise<void>((resolve) => (bothHold = resolve));
        const runs = { forward: 0, backward: 0 };
        const crosswise = (name: keyof typeof runs, first: number, second: number) =>
          runTransaction(ctx.db, async (tx) => {
            runs[name] += 1;
            await raise(tx, first);
            if (++arrived === 2) bothHold();
            await holding;
            await raise(tx, second);
            return name;
          });
        const results = await Promise.all([
          crosswise('forward', 9001, 9002),
          crosswise('backward', 9002, 9001),
        ]);
        expect(results).toEqual(['forward', 'backward']);
        // One of them ran again (under load PostgreSQL may abort both, and both run again).
        expect(runs.forward + runs.backward).toBeGreaterThanOrEqual(3);
        expect(await versions()).toEqual(before.map((version) => version + 2));
      },
    );
  }
});
