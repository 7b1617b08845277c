import {
  cancellableInspectionStatuses,
  inspection,
  inspectionListQuery,
  inspectionPatch,
  inspectionWrite,
  openFindingStatuses,
  type CompletionMissingCode,
  type FieldError,
  type Inspection,
} from '@altalena/contracts';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  customerContractParks,
  customerContracts,
  findings,
  inspectionItems,
  inspections,
  parks,
  quotes,
  users,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isOneOf } from '../../http/json';
import { customerIdOf, isAdmin, type Actor } from '../../resources/access';
import {
  defineResource,
  isoOrNull,
  trackedDto,
  type ColumnValues,
  type ResourceRow,
} from '../../resources/crud';
import type { Executor } from '../../resources/types';
import { carryForwardFindings, createItems, recomputeInspection } from './lifecycle';
import { nextYearlyNumber } from '../../resources/numbering';
import { businessDay, businessDayOf, businessYear } from '../../resources/calendar';
import { deleteOwnedFiles } from '../files/resource';

/** A 400 naming the fields a write got wrong. */
export function invalidFields(errors: FieldError[]): ApiError {
  return new ApiError(400, 'validation_error', errors);
}

/** The 409 of every write to a signed inspection, its items or findings. */
export function inspectionSigned(): ApiError {
  return new ApiError(409, 'inspection_signed', [
    {
      field: 'non_field_errors',
      code: 'signed',
      message: 'The inspection is signed: it, its items and its findings can no longer change.',
    },
  ]);
}

const openStatusList = sql.raw(openFindingStatuses.map((status) => `'${status}'`).join(', '));

/** SQL: the inspection's park belongs to the actor's customer. */
export function inspectionScope(actor: Actor): SQL {
  return sql`${inspections.park_id} in (select ${parks.id} from ${parks} where ${parks.customer_id} = ${customerIdOf(actor)})`;
}

const parkName = sql<
  string | null
>`(select ${parks.name} from ${parks} where ${parks.id} = ${inspections.park_id})`;

/** SQL: a user's full name, or their username when they have none. */
export const userName = (column: PgColumn) =>
  sql<
    string | null
  >`(select coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.username}) from ${users} where ${users.id} = ${column})`;

/** Derived fields of an inspection: park, customer, quote and counters. */
const derived = {
  park_name: parkName,
  inspector_name: userName(inspections.inspector_id),
  signed_by_name: userName(inspections.signed_by),
  customer_id: sql<number>`(select ${parks.customer_id} from ${parks} where ${parks.id} = ${inspections.park_id})`,
  quote_status: sql<
    Inspection['quote_status']
  >`(select ${quotes.status} from ${quotes} where ${quotes.inspection_id} = ${inspections.id})`,
  quote_sent: sql<
    boolean | null
  >`(select ${quotes.sent_at} is not null from ${quotes} where ${quotes.inspection_id} = ${inspections.id})`,
  item_count: sql<number>`(select count(*)::int from ${inspectionItems} where ${inspectionItems.inspection_id} = ${inspections.id})`,
  open_findings_count: sql<number>`(select count(*)::int from ${findings} where ${findings.inspection_id} = ${inspections.id} and ${findings.status} in (${openStatusList}))`,
};

/** The quote status a customer user may see of each inspection DTO: only a quote that was sent. */
export const customerQuoteStatus = new WeakMap<object, Inspection['quote_status']>();

/** The inspection as the API shows it (the admin's view; `customerQuoteStatus` holds the customer's). */
export function inspectionDto(row: ResourceRow<typeof inspections, typeof derived>): Inspection {
  const quoteStatus = row.quote_status ?? null;
  const dto: Inspection = trackedDto(row, {
    park_id: Number(row.park_id),
    park_name: row.park_name ?? '',
    customer_id: Number(row.customer_id),
    contract_id: row.contract_id,
    type: row.type,
    number: row.number,
    scheduled_for: row.scheduled_for,
    performed_at: isoOrNull(row.performed_at),
    inspector_id: row.inspector_id,
    inspector_name: row.inspector_name ?? null,
    status: row.status,
    weather: row.weather,
    summary: row.summary,
    outcome: row.outcome,
    overall_risk: row.overall_risk,
    signed_at: isoOrNull(row.signed_at),
    signed_by: row.signed_by,
    signed_by_name: row.signed_by_name ?? null,
    quote_status: quoteStatus,
    item_count: Number(row.item_count ?? 0),
    open_findings_count: Number(row.open_findings_count ?? 0),
  });
  customerQuoteStatus.set(dto, row.quote_sent === true ? quoteStatus : null);
  return dto;
}

/** Whether `value` is an inspection as `inspectionDto` made it (so `customerQuoteStatus` holds its customer's view). */
export function isInspectionDto(value: unknown): value is Inspection {
  return typeof value === 'object' && value !== null && customerQuoteStatus.has(value);
}

/** Hides from a customer user the status of a quote not sent yet. */
export function forCustomer(dto: Inspection): Inspection {
  if (customerQuoteStatus.has(dto)) dto.quote_status = customerQuoteStatus.get(dto) ?? null;
  return dto;
}

interface ParkRef {
  id: number;
  customer_id: number;
}

/** The park of an inspection if the actor may see it. */
async function visiblePark(
  ex: Executor,
  actor: Actor,
  parkId: number,
): Promise<ParkRef | undefined> {
  const [park] = await ex
    .select({ id: parks.id, customer_id: parks.customer_id })
    .from(parks)
    .where(
      and(
        eq(parks.id, parkId),
        isAdmin(actor) ? undefined : eq(parks.customer_id, customerIdOf(actor)),
      ),
    )
    .limit(1);
  return park;
}

/** Whether a contract belongs to the customer. */
async function isContractOf(ex: Executor, contractId: number, customerId: number) {
  const [row] = await ex
    .select({ id: customerContracts.id })
    .from(customerContracts)
    .where(and(eq(customerContracts.id, contractId), eq(customerContracts.customer_id, customerId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The active contract of the park's customer that covers the park (one listing no parks covers them
 * all), preferring one in force today, then one whose services include the type, then the newest.
 */
async function activeContractFor(ex: Executor, park: ParkRef, type: string, today: string) {
  const listsParks = sql`exists (select 1 from ${customerContractParks} where ${customerContractParks.contract_id} = ${customerContracts.id})`;
  const listsPark = sql`exists (select 1 from ${customerContractParks} where ${customerContractParks.contract_id} = ${customerContracts.id} and ${customerContractParks.park_id} = ${park.id})`;
  const [row] = await ex
    .select({ id: customerContracts.id })
    .from(customerContracts)
    .where(
      and(
        eq(customerContracts.customer_id, park.customer_id),
        eq(customerContracts.status, 'active'),
        sql`(not ${listsParks} or ${listsPark})`,
      ),
    )
    .orderBy(
      sql`(${customerContracts.start_date} <= ${today}::date and (${customerContracts.end_date} is null or ${customerContracts.end_date} >= ${today}::date)) desc`,
      sql`(${customerContracts.services} @> jsonb_build_array(${type}::text)) desc`,
      sql`${customerContracts.start_date} desc`,
      sql`${customerContracts.id} desc`,
    )
    .limit(1);
  return row?.id ?? null;
}

/** Whether a user is an active admin (the only users who inspect for the company). */
async function isActiveAdmin(ex: Executor, userId: number) {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.is_admin, true), eq(users.is_active, true)))
    .limit(1);
  return row !== undefined;
}

const invalidContract: FieldError = {
  field: 'contract_id',
  code: 'invalid_contract',
  message: "Choose a contract of the park's customer.",
};
const invalidInspector: FieldError = {
  field: 'inspector_id',
  code: 'invalid_inspector',
  message: 'Choose an active administrator as inspector.',
};

function immutable(field: string): FieldError {
  return { field, code: 'immutable', message: 'This field cannot change after creation.' };
}

/**
 * Refuses completion (409 `inspection_items_pending`) while something is missing, one entry per
 * problem in item order (`completionMissingCodes`): an item without an outcome, a defective item
 * without a finding, a finding carried forward and not re-checked here (never written since it was
 * carried: any write, even confirming it still open, raises its version).
 */
export async function assertItemsComplete(ex: Executor, inspectionId: number): Promise<void> {
  const items = await ex
    .select({
      id: inspectionItems.id,
      position: inspectionItems.position,
      site_area: inspectionItems.site_area,
      toy_id: inspectionItems.toy_id,
      outcome: inspectionItems.outcome,
    })
    .from(inspectionItems)
    .where(eq(inspectionItems.inspection_id, inspectionId))
    .orderBy(inspectionItems.position, inspectionItems.id);
  const itemFindings = await ex
    .select({
      id: findings.id,
      item_id: findings.item_id,
      version: findings.version,
      carried_from_id: findings.carried_from_id,
    })
    .from(findings)
    .where(eq(findings.inspection_id, inspectionId))
    .orderBy(findings.id);
  const missing: FieldError[] = [];
  for (const item of items) {
    const subject = `Item ${item.position} (${item.site_area ?? `toy ${item.toy_id}`})`;
    const ofItem = itemFindings.filter((finding) => finding.item_id === item.id);
    if (item.outcome === null) {
      missing.push({
        field: `items.${item.id}.outcome`,
        code: 'outcome_required' satisfies CompletionMissingCode,
        message: `${subject} has no outcome yet.`,
      });
    } else if (item.outcome === 'defect' && ofItem.length === 0) {
      missing.push({
        field: `items.${item.id}.findings`,
        code: 'finding_required' satisfies CompletionMissingCode,
        message: `${subject} is marked defective: record the finding.`,
      });
    }
    for (const finding of ofItem) {
      if (finding.carried_from_id !== null && finding.version === 1) {
        missing.push({
          field: `findings.${finding.id}.status`,
          code: 'recheck_required' satisfies CompletionMissingCode,
          message: `${subject}: re-check the finding carried forward from the previous inspection.`,
        });
      }
    }
  }
  if (missing.length === 0) return;
  throw new ApiError(409, 'inspection_items_pending', missing);
}

function dateOrNull(value: unknown): Date | null {
  return typeof value === 'string' ? new Date(value) : null;
}

/** The performed-at date in Italy, for the `performed_from`/`performed_to` filters. */
const performedDate = businessDayOf(sql`${inspections.performed_at}`);

function quoteStatusFilter(status: unknown, actor: Actor): SQL | undefined {
  if (typeof status !== 'string') return undefined;
  const sent = isAdmin(actor) ? sql`` : sql` and ${quotes.sent_at} is not null`;
  if (status === 'none') {
    return sql`not exists (select 1 from ${quotes} where ${quotes.inspection_id} = ${inspections.id}${sent})`;
  }
  return sql`exists (select 1 from ${quotes} where ${quotes.inspection_id} = ${inspections.id} and ${quotes.status} = ${status}${sent})`;
}

/** `inspections/`: admins see all; customer users their parks' and write routine visual ones. */
export const inspectionsResource = defineResource({
  path: 'inspections',
  entity: 'inspection',
  tag: 'inspections',
  table: inspections,
  item: inspection,
  write: inspectionWrite,
  patch: inspectionPatch,
  listQuery: inspectionListQuery,
  derived,
  scope: inspectionScope,
  search: [inspections.number, inspections.summary, parkName],
  ordering: {
    number: inspections.number,
    performed_at: inspections.performed_at,
    scheduled_for: inspections.scheduled_for,
    type: inspections.type,
    status: inspections.status,
    created_at: inspections.created_at,
    park_name: parkName,
    id: inspections.id,
  },
  defaultOrdering: ['-performed_at', '-id'],
  without: ['read'],
  filters: (query, actor) => [
    query.park_id ? eq(inspections.park_id, query.park_id) : undefined,
    query.customer_id
      ? sql`${inspections.park_id} in (select ${parks.id} from ${parks} where ${parks.customer_id} = ${query.customer_id})`
      : undefined,
    query.type ? eq(inspections.type, query.type) : undefined,
    query.status ? eq(inspections.status, query.status) : undefined,
    query.outcome ? eq(inspections.outcome, query.outcome) : undefined,
    query.overall_risk ? eq(inspections.overall_risk, query.overall_risk) : undefined,
    query.performed_from ? sql`${performedDate} >= ${query.performed_from}::date` : undefined,
    query.performed_to ? sql`${performedDate} <= ${query.performed_to}::date` : undefined,
    query.scheduled_from ? gte(inspections.scheduled_for, query.scheduled_from) : undefined,
    query.scheduled_to ? lte(inspections.scheduled_for, query.scheduled_to) : undefined,
    quoteStatusFilter(query.quote_status, actor),
    query.has_open_findings
      ? sql`${query.has_open_findings === 'true' ? sql`` : sql`not `}exists (select 1 from ${findings} where ${findings.inspection_id} = ${inspections.id} and ${findings.status} in (${openStatusList}))`
      : undefined,
  ],
  toDto: inspectionDto,
  csv: {
    entity: 'inspection',
    filename: 'inspections',
    columns: [
      { field: 'number' },
      { field: 'park_name' },
      { field: 'type', enum: 'enum.inspectionType' },
      { field: 'inspector_name' },
      { field: 'status', enum: 'status.inspection' },
      { field: 'scheduled_for', type: 'date' },
      { field: 'performed_at', type: 'datetime' },
      { field: 'outcome', enum: 'status.outcome' },
      { field: 'overall_risk', enum: 'status.risk' },
      { field: 'item_count', type: 'int' },
      { field: 'open_findings_count', type: 'int' },
      { field: 'quote_status', enum: 'status.quote' },
      { field: 'signed_at', type: 'datetime' },
      { field: 'weather' },
      { field: 'summary' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  canWrite: (_actor, action, row) =>
    action === 'create' || (action === 'update' && row?.type === 'routine_visual'),

  async prepareCreate({ tx, actor, now }, body) {
    const admin = isAdmin(actor);
    const type = body.type;
    const park = await visiblePark(tx, actor, body.park_id);
    const errors: FieldError[] = [];
    if (!park) {
      errors.push({ field: 'park_id', code: 'does_not_exist', message: 'No such park.' });
    }
    if (!admin && type !== 'routine_visual') {
      errors.push({
        field: 'type',
        code: 'not_allowed',
        message: 'Customer users record routine visual inspections only.',
      });
    }
    let contractId: number | null = null;
    if (park && (!admin || body.contract_id === undefined)) {
      contractId = await activeContractFor(tx, park, type, businessDay(now));
    } else if (park && typeof body.contract_id === 'number') {
      if (await isContractOf(tx, body.contract_id, park.customer_id)) contractId = body.contract_id;
      else errors.push(invalidContract);
    }
    let inspectorId: number | null = actor.id;
    if (admin) {
      inspectorId = body.inspector_id ?? null;
      if (inspectorId !== null && !(await isActiveAdmin(tx, inspectorId))) {
        errors.push(invalidInspector);
      }
    }
    if (errors.length > 0) throw invalidFields(errors);
    return {
      park_id: body.park_id,
      contract_id: contractId,
      type,
      number: await nextYearlyNumber(tx, 'inspection', businessYear(now)),
      scheduled_for: body.scheduled_for ?? null,
      performed_at: dateOrNull(body.performed_at),
      inspector_id: inspectorId,
      status: body.status ?? 'scheduled',
      weather: body.weather ?? null,
      summary: body.summary ?? null,
    };
  },

  async afterCreate(ctx, row) {
    const inspectionId = Number(row.id);
    await createItems(ctx.tx, inspectionId, Number(row.park_id), ctx);
    await carryForwardFindings(ctx, inspectionId, Number(row.park_id));
    await recomputeInspection(ctx.tx, inspectionId);
    if (row.status === 'completed') await assertItemsComplete(ctx.tx, inspectionId);
  },

  async prepareUpdate({ tx, actor }, body, existing, mode) {
    if (existing.status === 'signed') throw inspectionSigned();
    const put = mode === 'put';
    const errors: FieldError[] = [];
    if (body.park_id !== undefined && body.park_id !== existing.park_id) {
      errors.push(immutable('park_id'));
    }
    if (body.type !== undefined && body.type !== existing.type) errors.push(immutable('type'));
    const values: ColumnValues<typeof inspections> = {};
    const given = (key: keyof typeof body) => put || body[key] !== undefined;
    for (const key of ['scheduled_for', 'weather', 'summary'] as const) {
      if (given(key)) values[key] = body[key] ?? null;
    }
    if (given('performed_at')) values.performed_at = dateOrNull(body.performed_at);
    if (isAdmin(actor)) {
      if (given('contract_id')) {
        const contractId = body.contract_id ?? null;
        const [park] = await tx
          .select({ customer_id: parks.customer_id })
          .from(parks)
          .where(eq(parks.id, existing.park_id));
        if (
          contractId !== null &&
          !(park && (await isContractOf(tx, contractId, park.customer_id)))
        ) {
          errors.push(invalidContract);
        }
        values.contract_id = contractId;
      }
      if (given('inspector_id')) {
        const inspectorId = body.inspector_id ?? null;
        if (inspectorId !== null && !(await isActiveAdmin(tx, inspectorId))) {
          errors.push(invalidInspector);
        }
        values.inspector_id = inspectorId;
      }
    }
    const status = put ? (body.status ?? 'scheduled') : body.status;
    if (typeof status === 'string' && status !== existing.status) {
      if (status === 'cancelled' && !isOneOf(cancellableInspectionStatuses, existing.status)) {
        errors.push({
          field: 'status',
          code: 'invalid_transition',
          message: 'Only a scheduled or in-progress inspection can be cancelled.',
        });
      }
      values.status = status;
    }
    if (errors.length > 0) throw invalidFields(errors);
    if (values.status === 'completed') await assertItemsComplete(tx, existing.id);
    return values;
  },

  async beforeDelete({ tx }, existing) {
    if (existing.status === 'signed') throw inspectionSigned();
    const [quote] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.inspection_id, existing.id))
      .limit(1);
    if (quote) {
      throw new ApiError(409, 'inspection_has_quote', [
        {
          field: 'quote',
          code: 'has_dependents',
          message: 'The inspection has a quote: cancel the inspection instead of deleting it.',
        },
      ]);
    }
    const owned = await tx
      .select({ id: findings.id })
      .from(findings)
      .where(eq(findings.inspection_id, existing.id));
    findingsOfDeleted.set(
      existing,
      owned.map((finding) => finding.id),
    );
  },

  // The findings go with the inspection (ON DELETE CASCADE); their photos go too.
  afterDelete: ({ tx, request }, existing) =>
    deleteOwnedFiles(tx, request, 'finding', findingsOfDeleted.get(existing) ?? []),
});

/** The findings of an inspection being deleted, between its two delete hooks. */
const findingsOfDeleted = new WeakMap<object, number[]>();
