import {
  DASHBOARD_CONTRACT_EXPIRY_DAYS,
  DASHBOARD_DUE_WITHIN_DAYS,
  DASHBOARD_MONTHS,
  DASHBOARD_QUOTE_EXPIRY_DAYS,
  DASHBOARD_QUOTES_LISTED,
  inspectionOutcomes,
  riskLevels,
  type Dashboard,
  type DashboardMonth,
  type InspectionOutcome,
  type ParkMarkers,
  type RiskCounts,
} from '@altalena/contracts';
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { findings, inspections, parks } from '../../db/schema';
import { findingLate } from '../inspections/findings';
import { customerIdOf, isAdmin, type Actor } from '../../resources/access';
import { addDays, BUSINESS_TIME_ZONE } from '../../resources/calendar';
import { listSelection } from '../../resources/crud';
import { customerContractsResource } from '../customerContracts/resource';
import { inspectionScope } from '../inspections/resource';
import { parkFilters, parkScope, type ParkFilters } from '../parks/resource';
import { nextDueDate, parkOpenFindingsByRisk, parkWorstOpenRisk } from '../parks/sql';
import { quotesDefinition } from '../quotes/definition';

/** `day` as a SQL `date`. */
const dateParam = (day: string): SQLWrapper => ({ getSQL: () => sql`${day}::date` });

/** The day `days` after `day`; the dashboard's offsets are small, so it always exists. */
function daysAfter(day: string, days: number): string {
  const result = addDays(day, days);
  if (result === null) throw new Error(`no day ${days} days after ${day}`);
  return result;
}

/**
 * The parks the actor sees, each with its next due day (`park_due.next_due`) computed once: the
 * FROM and WHERE of the park figures and the markers.
 */
function visibleParksWithDue(actor: Actor, today: SQLWrapper): SQL {
  const scope = isAdmin(actor) ? sql`true` : parkScope(customerIdOf(actor));
  return sql`from ${parks}
    left join lateral (select ${nextDueDate(today)} as next_due) as park_due on true
    where ${scope}`;
}

/** The condition the parks list applies for `query` (its own filters, on the lateral due day). */
function parkListCondition(query: ParkFilters, today: SQLWrapper): SQL {
  const conditions = parkFilters(query, sql`park_due.next_due`, today).filter(
    (condition): condition is SQL => condition !== undefined,
  );
  return and(...conditions) ?? sql`true`;
}

/** The first day of the month `months` months before the month of `day` (both `YYYY-MM-DD`). */
export function monthStart(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

const emptyRisks = (): RiskCounts => ({ very_high: 0, high: 0, medium: 0, low: 0 });

const isRiskLevel = (value: unknown): value is keyof RiskCounts =>
  riskLevels.some((level) => level === value);

/** Adds a grouped count to a per-risk record, ignoring anything that is not a risk level. */
function addRisk(counts: RiskCounts, risk: unknown, value: unknown): void {
  if (isRiskLevel(risk)) counts[risk] += Number(value);
}

interface ParkFigureRow extends Record<string, unknown> {
  worst: string | null;
  n: number;
  parks: number;
  overdue: number;
  due_soon: number;
}

/** The park figures: totals, due state and parks by worst open risk. */
async function parkFigures(db: Db, actor: Actor, today: SQLWrapper) {
  const overdue = parkListCondition({ overdue: 'true' }, today);
  const dueSoon = parkListCondition({ due_within_days: DASHBOARD_DUE_WITHIN_DAYS }, today);
  // One pass over the parks, grouped by the worst open risk (the parks list's `worst_open_risk`).
  const { rows } = await db.execute<ParkFigureRow>(sql`select
      ${parkWorstOpenRisk} as worst,
      count(*)::int as n,
      count(*) filter (where ${parks.status} <> 'archived')::int as parks,
      count(*) filter (where ${overdue})::int as overdue,
      count(*) filter (where ${dueSoon})::int as due_soon
    ${visibleParksWithDue(actor, today)}
    group by 1`);
  const sum = (key: 'n' | 'parks' | 'overdue' | 'due_soon', of = rows) =>
    of.reduce((total, row) => total + Number(row[key]), 0);
  const byRisk = emptyRisks();
  for (const row of rows) addRisk(byRisk, row.worst, row.n);
  return {
    parks: sum('parks'),
    parks_overdue: sum('overdue'),
    parks_due_soon: sum('due_soon'),
    // A park has open findings exactly when it has a worst open risk: no second pass over its findings.
    parks_with_open_findings: sum(
      'n',
      rows.filter((row) => row.worst !== null),
    ),
    parks_by_risk: byRisk,
  };
}

/** Open findings of the visible parks by risk level (the parks' own open-findings rule). */
async function openFindingsByRisk(db: Db, actor: Actor): Promise<RiskCounts> {
  const scope = isAdmin(actor) ? sql`true` : parkScope(customerIdOf(actor));
  // The parks keep their open findings counted by risk (kept by the due-state triggers).
  const { rows } = await db.execute<{ risk: string; n: number }>(sql`select
      open_finding.key as risk, sum(open_finding.value::int)::int as n
    from ${parks} cross join lateral jsonb_each_text(${parkOpenFindingsByRisk}) as open_finding
    where ${scope}
    group by 1`);
  const counts = emptyRisks();
  for (const row of rows) addRisk(counts, row.risk, row.n);
  return counts;
}

/** Late findings of the visible parks on `today` (the findings list's `is_late=true`). */
async function lateFindings(db: Db, actor: Actor, today: SQLWrapper): Promise<number> {
  const scope = isAdmin(actor) ? sql`true` : parkScope(customerIdOf(actor));
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n
    from ${findings}
    join ${inspections} on ${inspections.id} = ${findings.inspection_id}
    join ${parks} on ${parks.id} = ${inspections.park_id}
    where ${scope} and ${findingLate(today)}`);
  return Number(rows[0]?.n ?? 0);
}

const isOutcome = (value: string): value is InspectionOutcome =>
  inspectionOutcomes.some((outcome) => outcome === value);

/** The instant a Europe/Rome calendar day begins, as SQL. */
const startOfDay = (day: string) =>
  sql`(${day}::date)::timestamp at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}`;

/**
 * Inspections completed or signed per Europe/Rome month of `performed_at` and outcome, over the last
 * `DASHBOARD_MONTHS` months up to today; months without any are there with zeros.
 */
async function inspectionsByMonth(db: Db, actor: Actor, day: string): Promise<DashboardMonth[]> {
  const first = monthStart(day, DASHBOARD_MONTHS - 1);
  const scope = isAdmin(actor) ? sql`true` : inspectionScope(actor);
  const { rows } = await db.execute<{ month: string; outcome: string; n: number }>(sql`select
      to_char(${inspections.performed_at} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM') as month,
      ${inspections.outcome} as outcome,
      count(*)::int as n
    from ${inspections}
    where ${inspections.status} in ('completed', 'signed')
      and ${inspections.outcome} is not null
      and ${inspections.performed_at} >= ${startOfDay(first)}
      and ${inspections.performed_at} < ${startOfDay(daysAfter(day, 1))}
      and ${scope}
    group by 1, 2`);
  const months: DashboardMonth[] = Array.from({ length: DASHBOARD_MONTHS }, (_, index) => ({
    month: monthStart(day, DASHBOARD_MONTHS - 1 - index).slice(0, 7),
    compliant: 0,
    with_remarks: 0,
    non_compliant: 0,
  }));
  const byMonth = new Map(months.map((entry) => [entry.month, entry]));
  for (const row of rows) {
    const entry = byMonth.get(row.month);
    if (entry && isOutcome(row.outcome)) entry[row.outcome] += Number(row.n);
  }
  return months;
}

/**
 * The quote figures from the quotes list itself (`status=sent` is a sent quote still valid):
 * how many wait for an answer, how many of them expire soon, and the first few to answer.
 */
async function quoteFigures(request: FastifyRequest, day: string) {
  const definition = quotesDefinition(day);
  const waiting = listSelection(request, definition, { status: 'sent', ordering: 'valid_until' });
  const expiring = listSelection(request, definition, {
    status: 'sent',
    valid_until_to: daysAfter(day, DASHBOARD_QUOTE_EXPIRY_DAYS),
  });
  const [waitingCount, expiringCount, first] = await Promise.all([
    waiting.count(),
    expiring.count(),
    waiting.slice(DASHBOARD_QUOTES_LISTED, 0),
  ]);
  return {
    quotes_waiting: waitingCount,
    quotes_expiring: expiringCount,
    quotes_to_answer: first.map(definition.toDto),
  };
}

/** Active customer contracts ending within the window, from the contracts list; null for customers. */
async function expiringContracts(request: FastifyRequest, day: string): Promise<number | null> {
  if (!isAdmin(currentUser(request))) return null;
  return listSelection(request, customerContractsResource, {
    status: 'active',
    end_date_from: day,
    end_date_to: daysAfter(day, DASHBOARD_CONTRACT_EXPIRY_DAYS),
  }).count();
}

/** Everything `GET dashboard/` answers, as the signed-in user of `request` may see it, on `day`. */
export async function dashboardOf(request: FastifyRequest, day: string): Promise<Dashboard> {
  const actor = currentUser(request);
  const { db } = request.server.deps;
  const today = dateParam(day);
  const [parkFigure, openFindings, late, months, quotes, contracts] = await Promise.all([
    parkFigures(db, actor, today),
    openFindingsByRisk(db, actor),
    lateFindings(db, actor, today),
    inspectionsByMonth(db, actor, day),
    quoteFigures(request, day),
    expiringContracts(request, day),
  ]);
  return {
    today: day,
    ...parkFigure,
    open_findings: openFindings,
    late_findings: late,
    quotes_waiting: quotes.quotes_waiting,
    quotes_expiring: quotes.quotes_expiring,
    contracts_expiring: contracts,
    inspections_by_month: months,
    quotes_to_answer: quotes.quotes_to_answer,
  };
}

interface MarkerRow extends Record<string, unknown> {
  id: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  worst: ParkMarkers['worst_open_risk'][number];
  overdue: boolean;
  next_due_on: string | null;
}

/** Every visible park that is not archived, as map markers, column by column. */
export async function parkMarkersOf(request: FastifyRequest, day: string): Promise<ParkMarkers> {
  const actor = currentUser(request);
  const today = dateParam(day);
  const { rows } = await request.server.deps.db.execute<MarkerRow>(sql`select
      ${parks.id} as id, ${parks.name} as name, ${parks.city} as city,
      ${parks.latitude} as latitude, ${parks.longitude} as longitude,
      ${parkWorstOpenRisk} as worst,
      coalesce(${parkListCondition({ overdue: 'true' }, today)}, false) as overdue,
      to_char(park_due.next_due, 'YYYY-MM-DD') as next_due_on
    ${visibleParksWithDue(actor, today)} and ${parks.status} <> 'archived'
    order by ${parks.id}`);
  return {
    id: rows.map((row) => Number(row.id)),
    name: rows.map((row) => String(row.name)),
    city: rows.map((row) => String(row.city)),
    latitude: rows.map((row) => Number(row.latitude)),
    longitude: rows.map((row) => Number(row.longitude)),
    worst_open_risk: rows.map((row) => row.worst ?? null),
    overdue: rows.map((row) => Boolean(row.overdue)),
    next_due_on: rows.map((row) => row.next_due_on ?? null),
  };
}
