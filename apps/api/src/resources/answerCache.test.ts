import { sql } from 'drizzle-orm';
import { authenticate } from '../auth/authenticate';
import { insertPark } from '../domain/parks/fixtures';
import { domainWorld, type DomainWorld } from '../testing/world';
import { createTestContext, testDrivers, type TestContext } from '../testing';
import { answerCache, answerStore } from './answerCache';
import { businessDay } from './calendar';

/** A computation a test ends when it chooses, counting how often it was started. */
function gatedCompute() {
  const gates: { resolve(body: string): void; reject(error: Error): void }[] = [];
  return {
    compute: () =>
      new Promise<string>((resolve, reject) => {
        gates.push({ resolve, reject });
      }),
    /** How many computations were started. */
    get started() {
      return gates.length;
    },
    /** Ends the `index`-th computation with `body`. */
    finish(index: number, body: string) {
      gates[index]!.resolve(body);
    },
    /** Ends the `index`-th computation with `error`. */
    fail(index: number, error: Error) {
      gates[index]!.reject(error);
    },
  };
}

describe('answerStore', () => {
  it('gives the requests of a version that moved one computation between them', async () => {
    const store = answerStore();
    const gate = gatedCompute();
    const first = store.answer('k', 1n, gate.compute);
    gate.finish(0, 'one');
    expect(await first.body).toBe('one');

    // A write: 50 requests read version 2 at once.
    const answers = Array.from({ length: 50 }, () => store.answer('k', 2n, gate.compute));
    expect(gate.started).toBe(2);
    gate.finish(1, 'two');
    expect(await Promise.all(answers.map((answer) => answer.body))).toEqual(
      Array<string>(50).fill('two'),
    );
    expect(await store.answer('k', 2n, gate.compute).body).toBe('two');
    expect(gate.started).toBe(2);
  });

  it('gives a failed computation to every waiter and keeps nothing of it', async () => {
    const store = answerStore();
    const gate = gatedCompute();
    const kept = store.answer('k', 1n, gate.compute);
    gate.finish(0, 'one');
    await kept.body;

    const waiters = Array.from({ length: 5 }, () => store.answer('k', 2n, gate.compute).body);
    gate.fail(1, new Error('the database went away'));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow('the database went away');

    // The next request of that version computes again; the older answer still serves its version.
    const again = store.answer('k', 2n, gate.compute);
    expect(gate.started).toBe(3);
    gate.finish(2, 'two');
    expect(await again.body).toBe('two');
    expect(await store.answer('k', 2n, gate.compute).body).toBe('two');
    expect(gate.started).toBe(3);
  });

  it('fails the waiters of a compute that throws at once, as one that rejects', async () => {
    const store = answerStore();
    const answer = store.answer('k', 1n, () => {
      throw new Error('no such scope');
    });
    await expect(answer.body).rejects.toThrow('no such scope');
    expect(await store.answer('k', 1n, () => Promise.resolve('one')).body).toBe('one');
  });

  it('never gives a newer version an older answer, whichever computation ends first', async () => {
    const store = answerStore();
    const gate = gatedCompute();
    const two = store.answer('k', 2n, gate.compute);
    // A second write while version 2 computes: version 3 cannot wait for it.
    const three = store.answer('k', 3n, gate.compute);
    expect(gate.started).toBe(2);
    gate.finish(1, 'three');
    expect(await three.body).toBe('three');
    gate.finish(0, 'two');
    expect(await two.body).toBe('two');
    // Version 2 ended last, yet version 3 is what is kept.
    expect(await store.answer('k', 3n, gate.compute).body).toBe('three');
    expect(gate.started).toBe(2);
  });

  it('gives a request that read an older version the newer answer instead of computing the older one', async () => {
    const store = answerStore();
    const gate = gatedCompute();
    const two = store.answer('k', 2n, gate.compute);
    // Authenticated before the write, it reaches the cache after the first request of version 2.
    const late = store.answer('k', 1n, gate.compute);
    expect(late).toBe(two);
    gate.finish(0, 'two');
    expect(await late.body).toBe('two');
    expect(await store.answer('k', 1n, gate.compute).body).toBe('two');
    expect(await store.answer('k', 2n, gate.compute).body).toBe('two');
    expect(gate.started).toBe(1);
  });

  it('keeps the keys apart, and forgets the least recently used beyond its entries', async () => {
    const store = answerStore({ entries: 2 });
    const gate = gatedCompute();
    const a = store.answer('a', 1n, gate.compute);
    const b = store.answer('b', 1n, gate.compute);
    expect(gate.started).toBe(2);
    gate.finish(0, 'a');
    gate.finish(1, 'b');
    await Promise.all([a.body, b.body]);
    store.answer('a', 1n, gate.compute);
    const c = store.answer('c', 1n, gate.compute);
    gate.finish(2, 'c');
    await c.body;
    expect(gate.started).toBe(3);
    // b was the least recently used.
    expect(await store.answer('a', 1n, gate.compute).body).toBe('a');
    expect(gate.started).toBe(3);
    const bAgain = store.answer('b', 1n, gate.compute);
    expect(gate.started).toBe(4);
    gate.finish(3, 'b again');
    expect(await bAgain.body).toBe('b again');
  });
});

/**
 * The same over real HTTP on a route kept like the dashboard: a write goes straight to the database (as another
 * process would), then the requests that read the new version and one that read the old one meet at the cache.
 */
describe.each(await testDrivers())('a kept route after a write on %s', (driver) => {
  let ctx: TestContext;
  let world: DomainWorld;
  let computations = 0;
  /** Requests that reached the handler, and a wait until that many have. */
  let arrived = 0;
  let onArrival = () => {};
  let release: Promise<void> = Promise.resolve();
  /** Held in the handler, after `authenticate` read its version and before the cache. */
  let hold: Promise<void> = Promise.resolve();
  let onHeld = () => {};

  beforeAll(async () => {
    ctx = await createTestContext({
      driver,
      beforeReady(app) {
        const send = answerCache({ shows: ['parks'] });
        app.get(
          '/api/v1/kept-test/',
          { onRequest: [authenticate], config: { dataVersion: true } },
          async (request, reply) => {
            if (request.headers['x-hold'] === '1') {
              onHeld();
              await hold;
            }
            arrived++;
            onArrival();
            return send(request, reply, businessDay(ctx.clock.now()), async () => {
              computations++;
              const { rows } = await ctx.db.execute<{ n: number }>(
                sql`select count(*)::int as n from parks`,
              );
              await release;
              return { parks: rows[0]!.n };
            });
          },
        );
      },
    });
    world = await domainWorld(ctx);
  });
  afterAll(async () => ctx?.close());

  const parks = async () => {
    const response = await world.admin.get('/kept-test/');
    expect(response.status).toBe(200);
    return (response.body as { parks: number }).parks;
  };

  it('computes once for the requests after a write, and once only for one that read the version before', async () => {
    const before = await parks();
    expect(await parks()).toBe(before);
    expect(computations).toBe(1);

    // Read its version before the write; reaches the cache only once the new version is kept.
    let unhold = () => {};
    hold = new Promise((resolve) => (unhold = resolve));
    const held = new Promise<void>((resolve) => (onHeld = resolve));
    const late = world.admin.request('GET', '/kept-test/', { headers: { 'x-hold': '1' } });
    await held;
    await insertPark(ctx, world.customerAId, { name: 'Parco del dopo' });

    // Twenty requests of the new version: the computation ends only once all have reached the cache.
    const concurrent = 20;
    let allArrived = () => {};
    const arrivedAll = new Promise<void>((resolve) => (allArrived = resolve));
    const target = arrived + concurrent;
    onArrival = () => {
      if (arrived >= target) allArrived();
    };
    let finish = () => {};
    release = new Promise((resolve) => (finish = resolve));
    const answers = Promise.all(Array.from({ length: concurrent }, () => parks()));
    await arrivedAll;
    finish();
    expect(await answers).toEqual(Array<number>(concurrent).fill(before + 1));
    expect(computations).toBe(2);

    unhold();
    const lateResponse = await late;
    expect(lateResponse.status).toBe(200);
    expect(lateResponse.body).toEqual({ parks: before + 1 });
    expect(await parks()).toBe(before + 1);
    expect(computations).toBe(2);
  });
});
