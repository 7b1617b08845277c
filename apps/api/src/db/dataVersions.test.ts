import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../testing/world';
import {
  insertContract,
  insertFindings,
  insertInspection,
  insertPark,
  insertToy,
} from '../domain/parks/fixtures';
import { createTestContext, testDrivers, type TestContext } from '../testing';
import type { Db } from './client';
import { dataVersionTables, type DataVersionTable } from './dataVersions';

const NOW = '2025-06-10T08:00:00Z';

const transitionTables = {
  INSERT: 'REFERENCING NEW TABLE AS new_rows',
  UPDATE: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
  DELETE: 'REFERENCING OLD TABLE AS old_rows',
} as const;

/**
 * What the data versions lack in the database of `db`: one line per table of `dataVersionTables` and statement
 * without its `bump_data_version` trigger (with the table's path to the customer), and one per such trigger on a
 * table the list does not name.
 */
async function missingDataVersionTriggers(db: Pick<Db, 'execute'>): Promise<string[]> {
  const { rows } = await db.execute<{ table_name: string; definition: string }>(sql`
    select c.relname as table_name, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgfoid = 'bump_data_version'::regproc and not t.tgisinternal`);
  const missing: string[] = [];
  for (const [table, path] of Object.entries(dataVersionTables)) {
    const call = `bump_data_version(${path.map((step) => `'${step}'`).join(', ')})`;
    for (const [event, referencing] of Object.entries(transitionTables)) {
      const found = rows.some(
        (row) =>
          row.table_name === table &&
          row.definition.includes(` AFTER ${event} ON `) &&
          row.definition.endsWith(`${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${call}`),
      );
      if (!found) missing.push(`${table}: AFTER ${event} … EXECUTE FUNCTION ${call}`);
    }
  }
  for (const row of rows) {
    if (!(row.table_name in dataVersionTables)) {
      missing.push(`${row.table_name}: not in dataVersionTables (db/dataVersions.ts)`);
    }
  }
  return missing;
}

/** A table's rows for the behaviour tests: a parent of a customer, a row under it, a move to another parent. */
interface RowsOf {
  /** Makes what a row of the table hangs from, for a customer (the customer itself for its direct rows). */
  parent(customerId: number): Promise<number>;
  /** Inserts a row under `parent`; returns a key of it for `move` and `remove`. */
  insert(parent: number): Promise<number>;
  move(key: number, parent: number): Promise<void>;
  remove(key: number): Promise<void>;
}

describe.each(await testDrivers())('data versions on %s', (driver) => {
  let ctx: TestContext;
  let customerA: number;
  let customerB: number;

  beforeAll(async () => {
    ctx = await createTestContext({ driver, now: NOW });
    customerA = await insertCustomer(ctx, 'Comune di Alfa');
    customerB = await insertCustomer(ctx, 'Comune di Beta');
  });
  afterAll(async () => ctx?.close());

  const run = async (query: ReturnType<typeof sql>) => {
    await ctx.db.execute(query);
  };
  const versions = async () => {
    const { rows } = await ctx.db.execute<{ customer_id: number; version: string }>(
      sql`select customer_id, version::text from dashboard_versions`,
    );
    return new Map(rows.map((row) => [Number(row.customer_id), BigInt(row.version)]));
  };
  /** The customers whose version `write` raised (the others kept theirs), in id order. */
  const raisedBy = async (write: () => Promise<unknown>) => {
    const before = await versions();
    await write();
    const after = await versions();
    return [...after]
      .filter(([customer, version]) => version > (before.get(customer) ?? 0n))
      .map(([customer]) => customer)
      .sort((a, b) => a - b);
  };
  const firstId = async (query: ReturnType<typeof sql>) => {
    const { rows } = await ctx.db.execute<{ id: number }>(query);
    if (!rows[0]) throw new Error('no row');
    return Number(rows[0].id);
  };
  const inspectionOf = async (customerId: number) =>
    insertInspection(ctx, await insertPark(ctx, customerId), 'routine_visual', 'scheduled', null);

  const rowsOf: Record<Exclude<DataVersionTable, 'customers'>, RowsOf> = {
    parks: {
      parent: async (customerId) => customerId,
      insert: (customerId) => insertPark(ctx, customerId),
      move: (id, customerId) =>
        run(sql`update parks set customer_id = ${customerId} where id = ${id}`),
      remove: (id) => run(sql`delete from parks where id = ${id}`),
    },
    toys: {
      parent: (customerId) => insertPark(ctx, customerId),
      insert: (parkId) => insertToy(ctx, parkId),
      move: (id, parkId) => run(sql`update toys set park_id = ${parkId} where id = ${id}`),
      remove: (id) => run(sql`delete from toys where id = ${id}`),
    },
    inspections: {
      parent: (customerId) => insertPark(ctx, customerId),
      insert: (parkId) => insertInspection(ctx, parkId, 'routine_visual', 'scheduled', null),
      move: (id, parkId) => run(sql`update inspections set park_id = ${parkId} where id = ${id}`),
      remove: (id) => run(sql`delete from inspections where id = ${id}`),
    },
    findings: {
      parent: inspectionOf,
      insert: async (inspectionId) => {
        const itemId = await insertFindings(ctx, inspectionId, null, [['low', 'open']]);
        return firstId(sql`select id from findings where item_id = ${itemId}`);
      },
      move: (id, inspectionId) =>
        run(sql`update findings set inspection_id = ${inspectionId} where id = ${id}`),
      remove: (id) => run(sql`delete from findings where id = ${id}`),
    },
    quotes: {
      parent: inspectionOf,
      insert: async (inspectionId) =>
        firstId(sql`insert into quotes (inspection_id, quote_type_id, number, issue_date, created_at, updated_at)
          select ${inspectionId}, id, 'Q/' || ${inspectionId}, '2025-06-10', now(), now() from quote_types
          order by id limit 1 returning id`),
      move: (id, inspectionId) =>
        run(sql`update quotes set inspection_id = ${inspectionId} where id = ${id}`),
      remove: (id) => run(sql`delete from quotes where id = ${id}`),
    },
    customer_contracts: {
      parent: async (customerId) => customerId,
      insert: (customerId) =>
        insertContract(ctx, customerId, { start_date: '2025-01-01', frequency_days: {} }),
      move: (id, customerId) =>
        run(sql`update customer_contracts set customer_id = ${customerId} where id = ${id}`),
      remove: (id) => run(sql`delete from customer_contracts where id = ${id}`),
    },
    customer_contract_parks: {
      parent: async (customerId) =>
        insertContract(ctx, customerId, { start_date: '2025-01-01', frequency_days: {} }),
      insert: async (contractId) => {
        const parkId = await insertPark(ctx, customerA);
        await run(
          sql`insert into customer_contract_parks (contract_id, park_id) values (${contractId}, ${parkId})`,
        );
        return parkId;
      },
      move: (parkId, contractId) =>
        run(
          sql`update customer_contract_parks set contract_id = ${contractId} where park_id = ${parkId}`,
        ),
      remove: (parkId) => run(sql`delete from customer_contract_parks where park_id = ${parkId}`),
    },
  };

  it('every table the kept answers show has its three data-version triggers, and no other table does', async () => {
    expect(await missingDataVersionTriggers(ctx.db)).toEqual([]);
  });

  it('names the table and statement whose trigger is missing', async () => {
    const rollback = new Error('rollback');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`drop trigger toys_data_version_delete on toys`);
        expect(await missingDataVersionTriggers(tx)).toEqual([
          "toys: AFTER DELETE … EXECUTE FUNCTION bump_data_version('park_id', 'parks.customer_id')",
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await missingDataVersionTriggers(ctx.db)).toEqual([]);
  });

  it.each(Object.keys(rowsOf) as (keyof typeof rowsOf)[])(
    'a write to %s raises its customer’s version, both customers’ when a row moves',
    async (table) => {
      const rows = rowsOf[table];
      const parentA = await rows.parent(customerA);
      const parentB = await rows.parent(customerB);
      let key = 0;
      expect(await raisedBy(async () => (key = await rows.insert(parentA)))).toEqual([customerA]);
      expect(await raisedBy(() => rows.move(key, parentB))).toEqual([customerA, customerB]);
      expect(await raisedBy(() => rows.remove(key))).toEqual([customerB]);
    },
  );

  it('a write to customers raises that customer’s version', async () => {
    let customer = 0;
    expect(
      await raisedBy(async () => (customer = await insertCustomer(ctx, 'Comune di Gamma'))),
    ).toEqual([customer]);
    expect(
      await raisedBy(() =>
        run(sql`update customers set name = 'Comune di Delta' where id = ${customer}`),
      ),
    ).toEqual([customer]);
    expect(await raisedBy(() => run(sql`delete from customers where id = ${customer}`))).toEqual([
      customer,
    ]);
  });

  it('a statement over rows of several customers raises each of them once', async () => {
    const parkA = await insertPark(ctx, customerA);
    const parkB = await insertPark(ctx, customerB);
    const before = await versions();
    await run(sql`update parks set notes = 'checked' where id in (${parkA}, ${parkB})`);
    const after = await versions();
    expect(after.get(customerA)).toBe(before.get(customerA)! + 1n);
    expect(after.get(customerB)).toBe(before.get(customerB)! + 1n);
  });
});
