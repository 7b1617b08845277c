import { sql } from 'drizzle-orm';
import { dashboardVersions, users } from './schema';

/**
 * The data versions (migrations 0008 and 0009): a counter per customer that triggers raise in the transaction of
 * every write to its parks, toys, inspections, findings, quotes and contracts and to the customer itself. A
 * customer user's answers depend on their customer's counter, an admin's on the sum of all of them; rows are
 * never deleted, so the sum only grows. Read before an answer is computed, a version that has not moved means
 * that nothing the answer shows has changed.
 */

/** The data version of the user of a query's `users` row, as SQL: `authenticate` reads it with the session. */
export const userDataVersion = sql<string>`(case when ${users.is_admin}
    then (select coalesce(sum(v.version), 0) from ${dashboardVersions} v)
    else coalesce((select v.version from ${dashboardVersions} v where v.customer_id = ${users.customer_id}), 0)
  end)::text`;
