import {
  park,
  parkListQuery,
  parkPatch,
  parkWrite,
  recurringInspectionTypes,
  type Park,
  type ParkDue,
  type ParkDueEntry,
  type ParkPatch,
  type SelectListKey,
} from '@altalena/contracts';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { customers, findings, inspections, parks, selects, toys } from '../../db/schema';
import { findingLate } from '../inspections/findings';
import { ApiError } from '../../http/errors';
import { isOneOf, isRecord } from '../../http/json';
import { customerIdOf, isAdmin, notFound } from '../../resources/access';
import type { Clock } from '../../resources/clock';
import type { CsvSpec } from '../../resources/csv';
import {
  columnValues,
  countWhere,
  dependentsConflict,
  resetAbsentFields,
  defineResource,
  trackedDto,
  type ResourceRow,
  type TableRow,
  type UpdateMode,
  type WriteContext,
} from '../../resources/crud';
import type { Executor } from '../../resources/types';
import {
  dueJson,
  nextDueDate,
  parkHasOpenFindings,
  parkOpenFindingsCount,
  parkWorstOpenRisk,
  qualified,
  todayParam,
} from './sql';
import { deleteOwnedFiles } from '../files/resource';

/** A 400 naming the one field to blame. */
export function fieldError(field: string, code: string, message: string): ApiError {
  return new ApiError(400, 'validation_error', [{ field, code, message }]);
}

/**
 * Refuses a select code that is not an active entry of its list (400 `invalid_choice`). An unchanged
 * value passes even when its entry was deactivated since, so other edits of the row still work.
 */
export async function assertActiveSelect(
  ex: Executor,
  listKey: SelectListKey,
  field: string,
  value: unknown,
  unchangedFrom?: unknown,
): Promise<void> {
  if (value === null || value === undefined || value === unchangedFrom) return;
  const [found] = await ex
    .select({ id: selects.id })
    .from(selects)
    .where(
      and(
        eq(selects.list_key, listKey),
        eq(selects.code, String(value)),
        eq(selects.is_active, true),
      ),
    )
    .limit(1);
  if (!found) {
    throw fieldError(field, 'invalid_choice', `Not an active entry of the list ${listKey}.`);
  }
}

/** Refuses a customer id that names no customer (400 `does_not_exist` on `customer_id`). */
async function assertCustomerExists(ex: Executor, customerId: number): Promise<void> {
  const [found] = await ex
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!found) throw fieldError('customer_id', 'does_not_exist', 'No such customer.');
}

const emptyDue: ParkDueEntry = {
  last_inspection_id: null,
  last_performed_on: null,
  next_due_on: null,
  overdue: false,
};

/** The `due` object of a park from the JSON array its derived column holds (`dueJson`: one object per type). */
export function parkDueOf(value: unknown): ParkDue {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const entries: unknown[] = Array.isArray(parsed) ? parsed : [];
  const due: ParkDue = {
    routine_visual: { ...emptyDue },
    operational: { ...emptyDue },
    annual_main: { ...emptyDue },
  };
  for (const entry of entries) {
    if (!isRecord(entry) || !isOneOf(recurringInspectionTypes, entry.type)) continue;
    due[entry.type] = {
      last_inspection_id:
        typeof entry.last_inspection_id === 'number' ? entry.last_inspection_id : null,
      last_performed_on:
        typeof entry.last_performed_on === 'string' ? entry.last_performed_on : null,
      next_due_on: typeof entry.next_due_on === 'string' ? entry.next_due_on : null,
      overdue: Boolean(entry.overdue),
    };
  }
  return due;
}

/** The earliest `next_due_on` of a park's due object, or null. */
export function earliestDue(due: ParkDue): string | null {
  const days = Object.values(due)
    .map((entry) => entry.next_due_on)
    .filter((day): day is string => day !== null)
    .sort();
  return days[0] ?? null;
}

/** The park as the API shows it. */
export function parkDto(row: ResourceRow<typeof parks, ParkDerived>): Park {
  const due = parkDueOf(row.due);
  return trackedDto(row, {
    customer_id: Number(row.customer_id),
    customer_name: row.customer_name ?? '',
    code: row.code,
    name: row.name,
    address: row.address,
    city: row.city,
    province: row.province,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    site_type: row.site_type,
    fenced: row.fenced,
    status: row.status,
    closure_reason: row.closure_reason,
    notes: row.notes,
    toy_count: Number(row.toy_count ?? 0),
    open_findings_count: Number(row.open_findings_count ?? 0),
    worst_open_risk: row.worst_open_risk ?? null,
    due,
    next_due_on: earliestDue(due),
  });
}

/**
 * The customer a write puts the park under: a customer user's own whatever the body says, or the
 * admin's choice (required on POST and PUT, kept when a PATCH leaves it out).
 */
async function customerFor(
  ctx: WriteContext,
  body: ParkPatch,
  existing: TableRow<typeof parks> | undefined,
  mode: UpdateMode | 'create',
): Promise<number> {
  if (!isAdmin(ctx.actor)) {
    if (ctx.actor.customer_id === null) throw notFound();
    return customerIdOf(ctx.actor);
  }
  const given = body.customer_id;
  if (given === undefined) {
    if (existing && mode === 'patch') return existing.customer_id;
    throw fieldError('customer_id', 'required', 'The customer is required.');
  }
  if (!existing || given !== existing.customer_id) {
    await assertCustomerExists(ctx.tx, given);
  }
  return given;
}

/** The park's name of customer, for ordering and the item. */
const customerName = sql<string>`(select c.name from customers c where c.id = ${qualified(parks.customer_id)})`;

/** Toys of the park in use. */
const toyCount = sql<number>`(select count(*)::int from toys t where t.park_id = ${qualified(parks.id)} and t.status = 'in_use')`;

/** The SQL condition on the parks a customer user may see. */
export function parkScope(customerId: number): SQL {
  return sql`${parks.customer_id} = ${customerId}`;
}

/** SQL: the park has findings late on `today` (the findings list's `is_late`). */
function parkHasLateFindings(today: SQLWrapper): SQL {
  return sql`exists (select 1 from ${findings} join ${inspections} on ${inspections.id} = ${findings.inspection_id}
    where ${inspections.park_id} = ${qualified(parks.id)} and ${findingLate(today)})`;
}

/** The filters of the parks list (the dashboard's figures pass some of them). */
export type ParkFilters = Partial<z.output<typeof parkListQuery>>;

/**
 * Conditions of the list's filters; `nextDue` is the park's next due day (a correlated subquery, or the
 * column of a lateral join computed once per row).
 */
export function parkFilters(
  query: ParkFilters,
  nextDue: SQL,
  today: SQLWrapper,
): (SQL | undefined)[] {
  return [
    query.customer_id ? eq(parks.customer_id, query.customer_id) : undefined,
    query.status ? eq(parks.status, query.status) : undefined,
    query.city ? sql`lower(${parks.city}) = lower(${query.city})` : undefined,
    query.province ? sql`upper(${parks.province}) = upper(${query.province})` : undefined,
    query.site_type ? eq(parks.site_type, query.site_type) : undefined,
    query.worst_open_risk ? sql`${parkWorstOpenRisk} = ${query.worst_open_risk}` : undefined,
    query.overdue === 'true' ? sql`${nextDue} < ${today}` : undefined,
    query.overdue === 'false' ? sql`not coalesce(${nextDue} < ${today}, false)` : undefined,
    query.due_within_days !== undefined
      ? sql`${nextDue} between ${today} and ${today} + ${Number(query.due_within_days)}::int`
      : undefined,
    query.has_open_findings === 'true' ? parkHasOpenFindings : undefined,
    query.has_open_findings === 'false' ? sql`not ${parkHasOpenFindings}` : undefined,
    query.has_late_findings === 'true' ? parkHasLateFindings(today) : undefined,
    query.has_late_findings === 'false' ? sql`not ${parkHasLateFindings(today)}` : undefined,
  ];
}

/** The fields a park's row has beyond its columns, with due dates as on `today`. */
function parkDerived(today: SQLWrapper) {
  return {
    customer_name: customerName,
    toy_count: toyCount,
    open_findings_count: parkOpenFindingsCount,
    worst_open_risk: parkWorstOpenRisk,
    due: dueJson(today),
  };
}

/** The derived fields of a park's row. */
type ParkDerived = ReturnType<typeof parkDerived>;

/** `parks/` with due dates derived against the app clock's today (Europe/Rome). */
export function parksResource(clock: Clock) {
  const today: SQLWrapper = todayParam(clock);
  const nextDue = nextDueDate(today);
  return defineResource({
    path: 'parks',
    entity: 'park',
    tag: 'parks',
    table: parks,
    item: park,
    write: parkWrite,
    patch: parkPatch,
    listQuery: parkListQuery,
    derived: parkDerived(today),
    scope: (actor) => parkScope(customerIdOf(actor)),
    canWrite: (_actor, action) => action !== 'delete',
    search: [parks.name, parks.code, parks.address, parks.city],
    ordering: {
      name: parks.name,
      code: parks.code,
      city: parks.city,
      customer_name: customerName,
      next_due_on: nextDue,
      created_at: parks.created_at,
      updated_at: parks.updated_at,
    },
    defaultOrdering: ['name'],
    filters: (query) => parkFilters(query, nextDue, today),
    toDto: parkDto,
    csv: {
      entity: 'park',
      filename: 'parks',
      columns: [
        { field: 'code' },
        { field: 'name' },
        { field: 'customer_name' },
        { field: 'address' },
        { field: 'city' },
        { field: 'province' },
        { field: 'latitude', type: 'decimal' },
        { field: 'longitude', type: 'decimal' },
        { field: 'site_type', select: 'site_type' },
        { field: 'fenced', type: 'bool' },
        { field: 'status', enum: 'status.park' },
        { field: 'closure_reason' },
        { field: 'toy_count', type: 'int' },
        { field: 'open_findings_count', type: 'int' },
        { field: 'worst_open_risk', enum: 'status.risk' },
        { field: 'next_due_on', type: 'date' },
        { field: 'notes' },
        { field: 'created_at', type: 'datetime' },
        { field: 'updated_at', type: 'datetime' },
      ],
    },
    async prepareCreate(ctx, body) {
      const values = columnValues(parks, body);
      values.customer_id = await customerFor(ctx, body, undefined, 'create');
      await assertActiveSelect(ctx.tx, 'site_type', 'site_type', values.site_type);
      return values;
    },
    async prepareUpdate(ctx, body, existing, mode) {
      let values = columnValues(parks, body);
      if (mode === 'put') values = resetAbsentFields(parks, parkWrite, body, values);
      values.customer_id = await customerFor(ctx, body, existing, mode);
      await assertActiveSelect(
        ctx.tx,
        'site_type',
        'site_type',
        values.site_type,
        existing.site_type,
      );
      return values;
    },
    async beforeDelete({ tx }, existing) {
      const id = existing.id;
      const inspectionCount = await countWhere(tx, inspections, inspections.park_id, id);
      if (inspectionCount > 0) {
        throw dependentsConflict('park_has_inspections', 'inspections', inspectionCount);
      }
      const toyTotal = await countWhere(tx, toys, toys.park_id, id);
      if (toyTotal > 0) throw dependentsConflict('park_has_toys', 'toys', toyTotal);
    },
    afterDelete: ({ tx, request }, existing) =>
      deleteOwnedFiles(tx, request, 'park', [existing.id]),
  });
}

/** The columns of `GET parks/due/` as CSV. */
export const parkDueCsv: CsvSpec = {
  entity: 'park',
  filename: 'parks-due',
  columns: [
    { field: 'park_name' },
    { field: 'customer_name' },
    { field: 'inspection_type', enum: 'enum.inspectionType' },
    { field: 'last_performed_on', type: 'date' },
    { field: 'next_due_on', type: 'date' },
    { field: 'overdue', type: 'bool' },
  ],
};
