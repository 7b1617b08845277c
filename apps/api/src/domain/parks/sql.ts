import {
  defaultFrequencyDays,
  openFindingStatuses,
  recurringInspectionTypes,
  riskLevels,
} from '@altalena/contracts';
import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parks } from '../../db/schema';
import { businessDay, businessDayOf } from '../../resources/calendar';
import type { Clock } from '../../resources/clock';

/**
 * A column written as `"table"."column"`. Drizzle drops the table name of columns placed directly in a
 * selected field of a one-table query, and inside a subquery a bare `"id"` would mean the inner table's.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

const parkId = qualified(parks.id);
const parkCustomerId = qualified(parks.customer_id);
const parkStatus = qualified(parks.status);
const parkCreatedAt = qualified(parks.created_at);

/**
 * Today in Europe/Rome by the app clock, as a SQL `date` parameter. It is read each time a query is
 * built, so a resource defined once still follows a clock that tests move.
 */
export function todayParam(clock: Clock): SQLWrapper {
  return { getSQL: () => sql`${businessDay(clock.now())}::date` };
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

/** The recurring inspection types with their default interval and rank, as a SQL `VALUES` list. */
const recurringValues = sql.raw(
  `(values ${recurringInspectionTypes
    .map((type, rank) => `('${type}'::text, ${defaultFrequencyDays[type]}::int, ${rank}::int)`)
    .join(', ')}) as due_t(type, default_days, rank)`,
);

/**
 * The `frequency_days` of the customer contract that governs the park today: active, started, not
 * ended, covering the park (listed, or listing no parks at all); the latest start wins.
 */
function governingFrequencies(today: SQLWrapper): SQL {
  return sql`(select cc.frequency_days from customer_contracts cc
    where cc.customer_id = ${parkCustomerId}
      and cc.status = 'active'
      and cc.start_date <= ${today}
      and (cc.end_date is null or cc.end_date >= ${today})
      and (exists (select 1 from customer_contract_parks ccp
                   where ccp.contract_id = cc.id and ccp.park_id = ${parkId})
           or not exists (select 1 from customer_contract_parks ccp
                          where ccp.contract_id = cc.id))
    order by cc.start_date desc, cc.id desc
    limit 1)`;
}

/**
 * The rows of one park per recurring inspection type (the outer query provides `parks`):
 * `due_t.type`, `due_t.rank`, `due_l.id` and `due_l.day` (the last completed or signed inspection),
 * `due_n.due` (the next due day; null for an archived park). A contract's interval overrides the default
 * only when it is a small whole number of days.
 */
export function perTypeFrom(today: SQLWrapper): SQL {
  // OFFSET 0 keeps the contract lookup a subquery evaluated once per park: pulled up, it would be
  // repeated for every reference to `due_c.frequencies`.
  return sql`(select ${governingFrequencies(today)} as frequencies offset 0) as due_c
    cross join ${recurringValues}
    left join lateral (
      select i.id, ${businessDayOf(sql`i.performed_at`)} as day from inspections i
      where i.park_id = ${parkId} and i.type = due_t.type
        and i.status in ('completed', 'signed') and i.performed_at is not null
      -- The index (park_id, type, performed_at) yields this order; a tie-breaker would add a sort.
      order by i.performed_at desc
      limit 1
    ) as due_l on true
    cross join lateral (
      select case
        when ${parkStatus} = 'archived' then null::date
        when due_l.id is null then ${businessDayOf(sql`${parkCreatedAt}`)}
        else due_l.day + coalesce(
          case when (due_c.frequencies ->> due_t.type) ~ '^[0-9]{1,4}$'
            then (due_c.frequencies ->> due_t.type)::int end,
          due_t.default_days)
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
  return sql`(select min(due_n.due) from ${perTypeFrom(today)})`;
}

/**
 * Open findings of the park's inspections that are not cancelled (the FROM and WHERE). A finding carried
 * forward into a later inspection counts there only, not twice.
 */
const openFindingsOfPark = sql`from findings f
  join inspections fi on fi.id = f.inspection_id
  where fi.park_id = ${parkId} and fi.status <> 'cancelled'
    and f.status = any(${openStatusesSql})
    and not exists (select 1 from findings fc where fc.carried_from_id = f.id)`;

/** How many open findings the park has. */
export const parkOpenFindingsCount = sql<number>`(select count(*)::int ${openFindingsOfPark})`;

/** The worst risk among the park's open findings, or null. */
export const parkWorstOpenRisk = sql<
  string | null
>`(select f.risk_level ${openFindingsOfPark} order by array_position(${riskOrderSql}, f.risk_level::text) limit 1)`;

/** Whether the park has open findings. */
export const parkHasOpenFindings = sql`exists (select 1 ${openFindingsOfPark})`;

/** The park's open findings, one row each with its `risk_level` (for a LATERAL join on `parks`). */
export const parkOpenFindingRisks = sql`(select f.risk_level ${openFindingsOfPark})`;
