import {
  findingListQuery,
  findingPatch,
  findingSummary,
  findingWrite,
  openFindingStatuses,
  type Finding,
  type FindingSummary,
} from '@altalena/contracts';
import { eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { findings, inspectionItems, inspections, parks, toys } from '../../db/schema';
import { customerIdOf, type Actor } from '../../resources/access';
import type { Clock } from '../../resources/clock';
import { systemClock } from '../../resources/clock';
import { defineResource, isoOrNull, type ResourceRow, type TableRow } from '../../resources/crud';
import { openStatusesSql, qualified, todayParam } from '../parks/sql';

const openStatusList = sql.raw(openFindingStatuses.map((status) => `'${status}'`).join(', '));

/** A finding's row with its `due_by` and `late` (`findingColumns`). */
export type FindingRow = TableRow<typeof findings> & {
  due_by: string | null;
  late: boolean | null;
};

/** A finding as an inspection shows it. */
export function findingDto(row: FindingRow): Finding {
  return {
    id: Number(row.id),
    version: Number(row.version),
    item_id: Number(row.item_id),
    description: row.description,
    standard_ref: row.standard_ref,
    risk_level: row.risk_level,
    timeframe: row.timeframe,
    recommended_action: row.recommended_action,
    make_safe: row.make_safe,
    status: row.status,
    carried_from_id: row.carried_from_id,
    due_by: row.due_by,
    late: row.late === true,
    created_at: isoOrNull(row.created_at) ?? '',
    updated_at: isoOrNull(row.updated_at) ?? '',
  };
}

/** SQL: the instant the finding was first found (`found_at` of a carried copy, else its inspection's performed_at). */
export const findingFoundAt = sql`coalesce(${qualified(findings.found_at)},
  (select fi.performed_at from inspections fi where fi.id = ${qualified(findings.inspection_id)}))`;

/**
 * The day the finding's repair is due (migration 0011 `finding_due_by`): the instant it was first
 * found plus its timeframe. The late badge, the dashboards and the reminders all count from it.
 */
export const findingDueBy = sql`finding_due_by(${qualified(findings.timeframe)}, ${findingFoundAt})`;

/** SQL: the finding is not carried forward into a later inspection (where its copy counts instead). */
export const findingIsLatest = sql`not exists (select 1 from findings fc where fc.carried_from_id = ${qualified(findings.id)})`;

/**
 * SQL: the finding is late on `today`: still open, past its due day, not carried forward (the copy is
 * the one that is late), of an inspection not cancelled (the open findings' rule of the parks). Lists, the inspection page and the dashboards all use this.
 */
export function findingLate(today: SQLWrapper): SQL<boolean> {
  return sql<boolean>`coalesce(${qualified(findings.status)} = any(${openStatusesSql}) and ${findingDueBy} < ${today} and ${findingIsLatest}
    and exists (select 1 from inspections li where li.id = ${qualified(findings.inspection_id)} and li.status <> 'cancelled'), false)`;
}

/** The finding's due day as `YYYY-MM-DD` text. */
const dueByText = sql<string | null>`to_char(${findingDueBy}, 'YYYY-MM-DD')`;

/** The columns of a finding with its `due_by` and `late` on the clock's today, for `findingDto`. */
export function findingColumns(clock: Clock) {
  return {
    ...getTableColumns(findings),
    due_by: dueByText,
    late: sql<boolean>`${findingLate(todayParam(clock))}`,
  };
}

/** SQL: the finding's inspection is of a park of the actor's customer. */
export function findingScope(actor: Actor): SQL {
  return sql`${findings.inspection_id} in (select ${inspections.id} from ${inspections} where ${inspections.park_id} in (select ${parks.id} from ${parks} where ${parks.customer_id} = ${customerIdOf(actor)}))`;
}

// Every finding has its inspection (a foreign key): the value is never missing.
const ofInspection = <TColumn extends PgColumn>(column: TColumn) =>
  sql<
    TColumn['_']['data']
  >`(select ${column} from ${inspections} where ${inspections.id} = ${findings.inspection_id})`;
const ofPark = <TColumn extends PgColumn>(column: TColumn) =>
  sql<
    TColumn['_']['data'] | null
  >`(select ${column} from ${inspections} join ${parks} on ${parks.id} = ${inspections.park_id} where ${inspections.id} = ${findings.inspection_id})`;
const ofToy = <TColumn extends PgColumn>(column: TColumn) =>
  sql<
    TColumn['_']['data'] | null
  >`(select ${column} from ${inspectionItems} join ${toys} on ${toys.id} = ${inspectionItems.toy_id} where ${inspectionItems.id} = ${findings.item_id})`;
const ofItem = <TColumn extends PgColumn>(column: TColumn) =>
  sql<
    TColumn['_']['data'] | null
  >`(select ${column} from ${inspectionItems} where ${inspectionItems.id} = ${findings.item_id})`;

/** Sort key of a risk level: the worst first. */
export const riskRank = sql`(case ${findings.risk_level} when 'very_high' then 0 when 'high' then 1 when 'medium' then 2 else 3 end)`;

/** The fields a finding in a list has beyond its columns, `late` as on `today`. */
function findingDerived(today: SQLWrapper) {
  return {
    due_by: dueByText,
    late: findingLate(today),
    inspection_number: ofInspection(inspections.number),
    inspection_type: ofInspection(inspections.type),
    park_id: ofInspection(inspections.park_id),
    park_name: ofPark(parks.name),
    customer_id: ofPark(parks.customer_id),
    toy_id: ofItem(inspectionItems.toy_id),
    toy_code: ofToy(toys.code),
    toy_name: ofToy(toys.name),
    site_area: ofItem(inspectionItems.site_area),
  };
}

/** A finding in a list, with its inspection, park and toy or site area. */
export function findingSummaryDto(
  row: ResourceRow<typeof findings, ReturnType<typeof findingDerived>>,
): FindingSummary {
  // Object.assign, not a spread: see trackedDto.
  return Object.assign(findingDto(row), {
    inspection_id: Number(row.inspection_id),
    inspection_number: row.inspection_number ?? '',
    inspection_type: row.inspection_type,
    park_id: Number(row.park_id),
    park_name: row.park_name ?? '',
    customer_id: Number(row.customer_id),
    toy_id: row.toy_id,
    toy_code: row.toy_code,
    toy_name: row.toy_name,
    site_area: row.site_area,
  });
}

/**
 * The finding lists (`GET findings/` and `GET inspections/{id}/findings/`), with `late` at the
 * clock's now; not registered as a resource: the writes live under their inspection.
 */
export function findingsListResource(clock: Clock) {
  const today = todayParam(clock);
  return defineResource({
    path: 'findings',
    entity: 'finding',
    tag: 'findings',
    table: findings,
    item: findingSummary,
    write: findingWrite,
    patch: findingPatch,
    listQuery: findingListQuery,
    derived: findingDerived(today),
    scope: findingScope,
    search: [findings.description, findings.standard_ref],
    ordering: {
      risk: riskRank,
      created_at: findings.created_at,
      status: findings.status,
    },
    defaultOrdering: ['risk', '-created_at'],
    filters: (query) => [
      query.status ? eq(findings.status, query.status) : undefined,
      query.risk_level ? eq(findings.risk_level, query.risk_level) : undefined,
      query.is_open
        ? query.is_open === 'true'
          ? // A finding carried forward into a later inspection is open there, not twice.
            sql`(${findings.status} in (${openStatusList}) and not exists (select 1 from findings fc where fc.carried_from_id = ${qualified(findings.id)}))`
          : sql`${findings.status} not in (${openStatusList})`
        : undefined,
      query.is_late
        ? query.is_late === 'true'
          ? findingLate(today)
          : sql`not ${findingLate(today)}`
        : undefined,
      query.is_latest
        ? query.is_latest === 'true'
          ? findingIsLatest
          : sql`not ${findingIsLatest}`
        : undefined,
      query.inspection_id ? eq(findings.inspection_id, query.inspection_id) : undefined,
      query.park_id
        ? sql`${findings.inspection_id} in (select ${inspections.id} from ${inspections} where ${inspections.park_id} = ${query.park_id})`
        : undefined,
      query.customer_id
        ? sql`${findings.inspection_id} in (select ${inspections.id} from ${inspections} join ${parks} on ${parks.id} = ${inspections.park_id} where ${parks.customer_id} = ${query.customer_id})`
        : undefined,
      query.toy_id
        ? sql`${findings.item_id} in (select ${inspectionItems.id} from ${inspectionItems} where ${inspectionItems.toy_id} = ${query.toy_id})`
        : undefined,
    ],
    toDto: findingSummaryDto,
    csv: {
      entity: 'finding',
      filename: 'findings',
      columns: [
        { field: 'inspection_number' },
        { field: 'inspection_type', enum: 'enum.inspectionType' },
        { field: 'park_name' },
        { field: 'toy_code' },
        { field: 'toy_name' },
        { field: 'site_area', enum: 'enum.siteArea' },
        { field: 'description' },
        { field: 'standard_ref' },
        { field: 'risk_level', enum: 'status.risk' },
        { field: 'timeframe', enum: 'enum.findingTimeframe' },
        { field: 'recommended_action', enum: 'enum.recommendedAction' },
        { field: 'make_safe', enum: 'enum.makeSafeAction' },
        { field: 'status', enum: 'status.finding' },
        { field: 'created_at', type: 'datetime' },
        { field: 'updated_at', type: 'datetime' },
      ],
    },
  });
}

/** The finding lists on the wall clock (for tools without the app's clock, e.g. the CSV tests). */
export const findingsList = findingsListResource(systemClock);
