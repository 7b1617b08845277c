import type { RecurringInspectionType, ReminderKind } from '@altalena/contracts';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../resources/types';
import { findings, parks } from '../db/schema';
import { businessDay, businessDayOf, isoWeek } from '../resources/calendar';
import { findingDueBy, findingFoundAt, findingLate } from '../domain/inspections/findings';
import { perTypeFrom, qualified, todayParam } from '../domain/parks/sql';

/** How far ahead inspections are reminded of, and what the admins' digest calls upcoming: 14 days. */
export const DUE_WITHIN_DAYS = 14;

/** How far ahead a sent quote's expiry is reminded of: 3 days. */
export const QUOTE_EXPIRY_WITHIN_DAYS = 3;

/** Rows of each section of the admins' digest that the mail lists; the rest are counted. */
export const DIGEST_LIST_LIMIT = 50;

/** An inspection of a park due within 14 days, or overdue: to the customer's users. */
export interface DueItem {
  kind: 'inspection_due';
  subject: string;
  park: string;
  city: string;
  type: RecurringInspectionType;
  /** `YYYY-MM-DD`. */
  dueOn: string;
  overdue: boolean;
}

/** A sent quote whose validity ends within 3 days: to the customer's users, who answer it. */
export interface QuoteItem {
  kind: 'quote_expiring';
  subject: string;
  number: string;
  park: string;
  inspection: string;
  grossCents: number;
  /** `YYYY-MM-DD`. */
  validUntil: string;
}

/** An open finding past its timeframe: to the admins and to the customer's users. */
export interface FindingItem {
  kind: 'finding_overdue';
  subject: string;
  park: string;
  customer: string;
  /** The toy the finding is on (`name (code)`), or null for a site area. */
  toy: string | null;
  siteArea: string | null;
  description: string;
  risk: string;
  timeframe: string;
  /** The inspection the finding is on now (a carried copy's latest). */
  inspection: string;
  /** `YYYY-MM-DD`: the day it was first found, in Europe/Rome. */
  foundOn: string;
  /** `YYYY-MM-DD`: the last day of its timeframe (`due_by`); it is late from the day after. */
  dueBy: string;
}

/** One line of the admins' digest. */
export interface DigestRow {
  park: string;
  customer: string;
  type: RecurringInspectionType;
  /** `YYYY-MM-DD`. */
  dueOn: string;
}

/** The admins' weekly digest of overdue and upcoming inspections. */
export interface DigestItem {
  kind: 'admin_digest';
  subject: string;
  /** `2026-W49`. */
  week: string;
  overdue: DigestRow[];
  overdueCount: number;
  upcoming: DigestRow[];
  upcomingCount: number;
}

/** Something a reminder mail tells one recipient about. */
export type ReminderItem = DueItem | QuoteItem | FindingItem | DigestItem;

/** A reminder not sent yet: an item and the user it goes to. */
export interface Candidate {
  userId: number;
  item: ReminderItem;
}

type Raw = Record<string, unknown>;

/** A row of a query over `dueWithin`: its `type` is `due_t.type`, a recurring inspection type. */
interface DueRow extends Raw {
  type: RecurringInspectionType;
}

/**
 * The users who get reminders of a kind (alias `u`): active, of the role (`admin`, `customer` of the
 * park's customer, or `either`), and not opted out of it.
 */
function recipients(kind: ReminderKind, role: 'admin' | 'customer' | 'either'): SQL {
  const roleCondition = {
    admin: sql`u.is_admin`,
    customer: sql`(not u.is_admin and u.customer_id = ${parks.customer_id})`,
    either: sql`(u.is_admin or u.customer_id = ${parks.customer_id})`,
  }[role];
  return sql`u.is_active and ${roleCondition} and not (${kind}::text = any(u.reminder_opt_outs))`;
}

/** Excludes the reminders already sent: the delivery row of (kind, subject, `u`) has a `sent_at`. */
function notSent(kind: ReminderKind, subject: SQL): SQL {
  return sql`not exists (select 1 from reminder_deliveries d
    where d.kind = ${kind} and d.subject = ${subject} and d.user_id = u.id and d.sent_at is not null)`;
}

/** Each park's recurring inspections due by `today` + 14 days (`due.type`, `due.due`), over `parks`. */
function dueWithin(today: SQLWrapper): SQL {
  return sql`${parks}
    cross join lateral (select due_t.type as type, due_n.due as due from ${perTypeFrom(today)}) as due`;
}

async function dueCandidates(ex: Executor, today: SQLWrapper): Promise<Candidate[]> {
  const subject = sql`'park:' || ${parks.id} || ':' || due.type || ':' || to_char(due.due, 'YYYY-MM-DD')`;
  // The customer's contract in force today covers the park (it lists it, or lists no parks) and the type.
  const covered = sql`exists (select 1 from customer_contracts cc
    where cc.customer_id = ${parks.customer_id} and cc.status = 'active'
      and cc.start_date <= ${today} and (cc.end_date is null or cc.end_date >= ${today})
      and cc.services @> jsonb_build_array(due.type)
      and (exists (select 1 from customer_contract_parks ccp
                   where ccp.contract_id = cc.id and ccp.park_id = ${parks.id})
           or not exists (select 1 from customer_contract_parks ccp where ccp.contract_id = cc.id)))`;
  const { rows } = await ex.execute<DueRow>(sql`select u.id as user_id, ${subject} as subject,
      ${parks.name} as park, ${parks.city} as city, due.type as type,
      to_char(due.due, 'YYYY-MM-DD') as due_on, due.due < ${today} as overdue
    from ${dueWithin(today)}
    join users u on ${recipients('inspection_due', 'customer')}
    where due.due <= ${today} + ${DUE_WITHIN_DAYS}::int and ${covered}
      and ${notSent('inspection_due', subject)}
    order by u.id, due.due, ${parks.name}, ${parks.id}, due.type`);
  return rows.map((row) => ({
    userId: Number(row.user_id),
    item: {
      kind: 'inspection_due',
      subject: String(row.subject),
      park: String(row.park),
      city: String(row.city),
      type: row.type,
      dueOn: String(row.due_on),
      overdue: Boolean(row.overdue),
    },
  }));
}

async function digestCandidates(
  ex: Executor,
  today: SQLWrapper,
  day: string,
): Promise<Candidate[]> {
  const week = isoWeek(day);
  const subject = sql`${`digest:${week}`}::text`;
  const { rows: admins } = await ex.execute<Raw>(sql`select u.id as user_id from users u
    where ${recipients('admin_digest', 'admin')} and ${notSent('admin_digest', subject)}
    order by u.id`);
  // Every admin has this week's digest already: the due dates of every park need not be computed.
  if (admins.length === 0) return [];
  const { rows } = await ex.execute<DueRow>(sql`select * from (
      select ${parks.name} as park,
        (select c.name from customers c where c.id = ${parks.customer_id}) as customer,
        due.type as type, to_char(due.due, 'YYYY-MM-DD') as due_on, due.due < ${today} as overdue,
        row_number() over (partition by due.due < ${today}
                           order by due.due, ${parks.name}, ${parks.id}, due.type)::int as place,
        count(*) over (partition by due.due < ${today})::int as total
      from ${dueWithin(today)}
      where due.due <= ${today} + ${DUE_WITHIN_DAYS}::int
    ) as listed
    where place <= ${DIGEST_LIST_LIMIT}
    order by overdue desc, place`);
  const section = (overdue: boolean) => {
    const listed = rows.filter((row) => Boolean(row.overdue) === overdue);
    return {
      rows: listed.map((row): DigestRow => ({
        park: String(row.park),
        customer: String(row.customer ?? ''),
        type: row.type,
        dueOn: String(row.due_on),
      })),
      count: Number(listed[0]?.total ?? 0),
    };
  };
  const overdue = section(true);
  const upcoming = section(false);
  // Nothing overdue and nothing due: no digest this run (a later run of the week sends one if that changes).
  if (overdue.count + upcoming.count === 0) return [];
  const item: DigestItem = {
    kind: 'admin_digest',
    subject: `digest:${week}`,
    week,
    overdue: overdue.rows,
    overdueCount: overdue.count,
    upcoming: upcoming.rows,
    upcomingCount: upcoming.count,
  };
  return admins.map((row) => ({ userId: Number(row.user_id), item }));
}

async function quoteCandidates(ex: Executor, today: SQLWrapper): Promise<Candidate[]> {
  const subject = sql`'quote:' || q.id || ':' || to_char(q.valid_until, 'YYYY-MM-DD')`;
  const { rows } = await ex.execute<Raw>(sql`select u.id as user_id, ${subject} as subject,
      q.number as number, ${parks.name} as park, i.number as inspection,
      q.gross_cents as gross_cents, to_char(q.valid_until, 'YYYY-MM-DD') as valid_until
    from quotes q
    join inspections i on i.id = q.inspection_id
    join ${parks} on ${parks.id} = i.park_id
    join users u on ${recipients('quote_expiring', 'customer')}
    where q.status = 'sent' and q.answered_at is null
      and q.valid_until >= ${today} and q.valid_until <= ${today} + ${QUOTE_EXPIRY_WITHIN_DAYS}::int
      and ${notSent('quote_expiring', subject)}
    order by u.id, q.valid_until, q.number`);
  return rows.map((row) => ({
    userId: Number(row.user_id),
    item: {
      kind: 'quote_expiring',
      subject: String(row.subject),
      number: String(row.number),
      park: String(row.park),
      inspection: String(row.inspection),
      grossCents: Number(row.gross_cents),
      validUntil: String(row.valid_until),
    },
  }));
}

/**
 * Open findings late on `today` by the rule of the late badge and the dashboards (`findingLate`: the
 * day it was first found plus its timeframe, counted by the day in Europe/Rome), so a mail never
 * disagrees with the badge; a copy carried forward counts from its first finding, not from the
 * inspection that carried it.
 */
async function findingCandidates(ex: Executor, today: SQLWrapper): Promise<Candidate[]> {
  const subject = sql`'finding:' || ${qualified(findings.id)}`;
  const foundOn = businessDayOf(findingFoundAt);
  const { rows } = await ex.execute<DueRow>(sql`select u.id as user_id, ${subject} as subject,
      ${parks.name} as park, (select c.name from customers c where c.id = ${parks.customer_id}) as customer,
      case when t.id is null then null else t.name || ' (' || t.code || ')' end as toy,
      it.site_area as site_area, ${qualified(findings.description)} as description,
      ${qualified(findings.risk_level)} as risk, ${qualified(findings.timeframe)} as timeframe,
      i.number as inspection, to_char(${foundOn}, 'YYYY-MM-DD') as found_on,
      to_char(${findingDueBy}, 'YYYY-MM-DD') as due_by
    from ${findings}
    join inspections i on i.id = ${qualified(findings.inspection_id)}
    join ${parks} on ${parks.id} = i.park_id
    join inspection_items it on it.id = ${qualified(findings.item_id)}
    left join toys t on t.id = it.toy_id
    join users u on ${recipients('finding_overdue', 'either')}
    where ${findingLate(today)}
      and ${notSent('finding_overdue', subject)}
    order by u.id, ${findingDueBy}, ${parks.name}, ${qualified(findings.id)}`);
  return rows.map((row) => ({
    userId: Number(row.user_id),
    item: {
      kind: 'finding_overdue',
      subject: String(row.subject),
      park: String(row.park),
      customer: String(row.customer ?? ''),
      toy: row.toy === null ? null : String(row.toy),
      siteArea: row.site_area === null ? null : String(row.site_area),
      description: String(row.description),
      risk: String(row.risk),
      timeframe: String(row.timeframe),
      inspection: String(row.inspection),
      foundOn: String(row.found_on),
      dueBy: String(row.due_by),
    },
  }));
}

/**
 * Every reminder due as of the instant `at` and not sent yet, per recipient: inspections due within 14 days
 * (or overdue) of parks whose contract covers the type, this ISO week's digest for the admins, sent quotes
 * expiring within 3 days, and open findings past their timeframe. Inactive and opted-out users get none.
 */
export async function findCandidates(ex: Executor, at: Date): Promise<Candidate[]> {
  const day = businessDay(at);
  const today = todayParam({ now: () => at });
  return [
    ...(await quoteCandidates(ex, today)),
    ...(await findingCandidates(ex, today)),
    ...(await dueCandidates(ex, today)),
    ...(await digestCandidates(ex, today, day)),
  ];
}
