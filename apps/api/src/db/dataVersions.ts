import { sql } from 'drizzle-orm';
import { dashboardVersions, users } from './schema';

/**
 * The data versions: a counter per customer (`dashboard_versions`) that the trigger function `bump_data_version`
 * (db/functions/bump_data_version.sql) raises in the transaction of every write to the tables below. A customer
 * user's answers depend on their customer's counter, an admin's on the sum of all of them; rows are never deleted,
 * so the sum only grows. Read before an answer is computed, a version that has not moved means that nothing the
 * answer shows has changed.
 */

/**
 * The tables whose rows the kept answers show (resources/answerCache), each with the path from one of its rows to
 * its customer: the arguments of its `bump_data_version` triggers (migration 0013). `dataVersions.test.ts` fails
 * when one of them lacks its triggers; a route kept in memory names the tables it shows (`answerCache({ shows })`).
 */
export const dataVersionTables = {
  customers: ['id'],
  parks: ['customer_id'],
  toys: ['park_id', 'parks.customer_id'],
  inspections: ['park_id', 'parks.customer_id'],
  findings: ['inspection_id', 'inspections.park_id', 'parks.customer_id'],
  quotes: ['inspection_id', 'inspections.park_id', 'parks.customer_id'],
  customer_contracts: ['customer_id'],
  customer_contract_parks: ['contract_id', 'customer_contracts.customer_id'],
} as const satisfies Record<string, readonly string[]>;

/** A table whose writes raise the data versions. */
export type DataVersionTable = keyof typeof dataVersionTables;

/** The data version of the user of a query's `users` row, as SQL: `authenticate` reads it with the session. */
export const userDataVersion = sql<string>`(case when ${users.is_admin}
    then (select coalesce(sum(v.version), 0) from ${dashboardVersions} v)
    else coalesce((select v.version from ${dashboardVersions} v where v.customer_id = ${users.customer_id}), 0)
  end)::text`;
