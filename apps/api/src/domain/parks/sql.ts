import { openFindingStatuses, riskLevels, type RiskLevel } from '@altalena/contracts';
import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { parks } from '../../db/schema';
import { businessDay } from '../../resources/calendar';
import type { Clock } from '../../resources/clock';
import { runTransaction } from '../../resources/transaction';
import type { Tx } from '../../resources/types';

/**
 * The due state of parks is stored (migration 0006): `park_inspection_due` holds each park's last
 * inspection and next due day per recurring type, `parks` its earliest next due day and its open
 * findings. Triggers keep them in the transaction of every write to parks, inspections, findings and
 * customer contracts. What depends on today is only the contract governing a park: the stored due days
 * hold from `parks.due_valid_from` until the day before `parks.due_valid_until`, the days a covering
 * contract starts or ends. The expressions below use the stored days when they hold for `today` and
 * compute the others from the same SQL functions the triggers use, so they are never stale; inside
 * `readDueState` every stored day holds and the plain columns can be filtered and ordered by index.
 */

/**
 * A column written as `"table"."column"`. Drizzle drops the table name of columns placed directly in a
 * selected field of a one-table query, and inside a subquery a bare `"id"` would mean the inner table's.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

const parkId = qualified(parks.id);

/**
 * Today in Europe/Rome by the app clock, as a SQL `date` parameter. It is read each time a query is
 * built, so a resource defined once still follows a clock that tests move.
 */
export function todayParam(clock: Clock): SQLWrapper {
  return dayParam(() => businessDay(clock.now()));
}

/** A `YYYY-MM-DD` day as a SQL `date` parameter, read when the query is built. */
export function dayParam(day: () => string): SQLWrapper {
  return { getSQL: () => sql`${day()}::date` };
}

/** A list of codes as a SQL literal array; only for constants of the contracts, never for input. */
function codeArray(codes: readonly string[]): SQL {
  for (const code of codes) {
    if (!/^[a-z_]+$/.test(code)) throw new Error(`not a code: ${code}`);
  }
  return sql.raw(`array[${codes.map((code) => `'${code}'`).join(', ')}]::text[]`);
}

/** The finding statuses that still need work, as a SQL array. */
export const openStatusesSql = codeArray(openFindingStatuses);

/** The risk levels worst first, as a SQL array (`array_position` ranks them). */
export const riskOrderSql = codeArray(riskLevels);

/** Whether the park's stored due days hold on `today`. */
function storedDueHolds(today: SQLWrapper): SQL {
  return sql`(${qualified(parks.due_valid_from)} <= ${today} and ${today} < ${qualified(parks.due_valid_until)})`;
}

/** The park's next due day of `type` (of all types: null) computed for `today`, where the stored one does not hold. */
function computedDue(today: SQLWrapper, type: SQL): SQL {
  return sql`park_due_on(${parkId}, ${type}, ${today})`;
}

/**
 * The rows of one park per recurring inspection type (the outer query provides `parks`):
 * `due_t.type`, `due_t.rank`, `due_l.id` and `due_l.day` (the last completed or signed inspection),
 * `due_n.due` (the next due day; null for an archived park).
 */
export function perTypeFrom(today: SQLWrapper): SQL {
  return sql`recurring_inspection_types() as due_t
    left join lateral (
      select d.last_inspection_id as id, d.last_performed_on as day, d.next_due_on as due
      from park_inspection_due d where d.park_id = ${parkId} and d.type = due_t.type
    ) as due_l on true
    cross join lateral (
      select case when ${storedDueHolds(today)} then due_l.due
        else ${computedDue(today, sql`due_t.type`)}
      end as due
    ) as due_n`;
}

/** The park's due state per recurring type as a JSON array ordered like `recurringInspectionTypes`. */
export function dueJson(today: SQLWrapper): SQL {
  return sql`(select json_agg(json_build_object(
      'type', due_t.type,
      'last_inspection_id', due_l.id,
      'last_performed_on', to_char(due_l.day, 'YYYY-MM-DD'),
      'next_due_on', to_char(due_n.due, 'YYYY-MM-DD'),
      'overdue', coalesce(due_n.due < ${today}, false)
    ) order by due_t.rank)
    from ${perTypeFrom(today)})`;
}

/** The park's earliest next due day over the recurring types (a `date`; null for an archived park). */
export function nextDueDate(today: SQLWrapper): SQL {
  return sql`(case when ${storedDueHolds(today)} then ${qualified(parks.next_due_on)}
    else ${computedDue(today, sql`null`)} end)`;
}

/**
 * The park's stored earliest next due day: equal to `nextDueDate` inside `readDueState`, and unlike it
 * served by an index when filtering or ordering many parks.
 */
export const storedNextDue = qualified(parks.next_due_on);

/**
 * Open findings of the park's inspections that are not cancelled (the FROM and WHERE): the definition
 * the stored `parks.open_findings_*` columns follow. A finding carried forward into a later inspection
 * counts there only, not twice.
 */
export const openFindingsOfPark = sql`from findings f
  join inspections fi on fi.id = f.inspection_id
  where fi.park_id = ${parkId} and fi.status <> 'cancelled'
    and f.status = any(${openStatusesSql})
    and not exists (select 1 from findings fc where fc.carried_from_id = f.id)`;

/** How many open findings the park has (stored). */
export const parkOpenFindingsCount = sql<number>`${qualified(parks.open_findings_count)}`;

/** The worst risk among the park's open findings, or null (stored). */
export const parkWorstOpenRisk = sql<RiskLevel | null>`${qualified(parks.worst_open_risk)}`;

/** The park's open findings per risk level, e.g. `{"high": 2, "low": 1}` (stored, JSON). */
export const parkOpenFindingsByRisk = sql<
  Record<string, number>
>`${qualified(parks.open_findings_by_risk)}`;

/** Whether the park has open findings. */
export const parkHasOpenFindings = sql`(${qualified(parks.worst_open_risk)} is not null)`;

/**
 * Runs `read` in a transaction that first brings up to date the parks whose stored due state does not
 * hold on `day` (`park_due_ensure`: none, except on the day a contract starts or ends, or for a test
 * clock): every read in it sees one snapshot in which `storedNextDue` and
 * `park_inspection_due.next_due_on` are exact for `day`. On PostgreSQL the transaction is repeatable
 * read, so a concurrent write cannot slip between the refresh and the reads; two refreshes of the same
 * parks at once make one of them fail to serialise, and it is tried again (then it finds nothing to
 * refresh). PGlite has one connection: nothing else runs inside a transaction.
 */
export async function readDueState<T>(
  database: Database,
  day: string,
  read: (tx: Tx) => Promise<T>,
): Promise<T> {
  const config =
    database.driver === 'postgres' ? { isolationLevel: 'repeatable read' as const } : undefined;
  return runTransaction(
    database.db,
    async (tx) => {
      await tx.execute(sql`select park_due_ensure(${day}::date)`);
      return read(tx);
    },
    config,
  );
}
