import {
  customerContract,
  customerContractListQuery,
  customerContractPatch,
  customerContractWrite,
  defaultFrequencyDays,
  recurringInspectionTypes,
  type CustomerContract,
  type CustomerContractPatch,
  type FrequencyDays,
  type FrequencyDaysWrite,
} from '@altalena/contracts';
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  customerContractParks,
  customerContracts,
  customers,
  inspections,
  parks,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import {
  columnValues,
  countWhere,
  defineResource,
  dependentsConflict,
  resetAbsentFields,
  trackedDto,
  type ColumnValues,
  type ResourceRow,
} from '../../resources/crud';
import type { Executor } from '../../resources/types';
import { deleteOwnedFiles } from '../files/resource';

/** A 400 blaming one field of the body. */
export function invalidField(field: string, code: string, message: string): ApiError {
  return new ApiError(400, 'validation_error', [{ field, code, message }]);
}

/** Refuses an `end_date` before the `start_date` (ISO dates compare as strings). */
export function assertEndNotBefore(start: unknown, end: unknown): void {
  if (typeof start === 'string' && typeof end === 'string' && end < start) {
    throw invalidField('end_date', 'before_start', 'The end date precedes the start date.');
  }
}

/** Refuses a reference to a row that does not exist (locking it against deletion meanwhile). */
export async function assertExists(
  ex: Executor,
  column: PgColumn,
  id: number,
  field: string,
): Promise<void> {
  const [row] = await ex
    .select({ id: column })
    .from(column.table)
    .where(eq(column, id))
    .limit(1)
    .for('share');
  if (!row) throw invalidField(field, 'does_not_exist', `No record has id ${id}.`);
}

/** Conditions of the `active_on` filter: started by the day and not ended before it. */
export function activeOn(start: PgColumn, end: PgColumn, day: unknown): SQL | undefined {
  if (typeof day !== 'string') return undefined;
  return and(lte(start, day), or(isNull(end), gte(end, day)));
}

/** The intervals a contract stores: the given ones, the defaults for the types left out. */
function withDefaults(
  given: FrequencyDaysWrite | Partial<FrequencyDays> | undefined,
): FrequencyDays {
  const result: FrequencyDays = { ...defaultFrequencyDays };
  for (const type of recurringInspectionTypes) {
    const value = given?.[type];
    if (typeof value === 'number') result[type] = value;
  }
  return result;
}

/** Refuses park ids that are not parks of the customer. */
async function assertParksOfCustomer(ex: Executor, customerId: number, parkIds: number[]) {
  if (parkIds.length === 0) return;
  const found = await ex
    .select({ id: parks.id })
    .from(parks)
    .where(and(inArray(parks.id, parkIds), eq(parks.customer_id, customerId)))
    .for('share');
  const mine = new Set(found.map((row) => row.id));
  const foreign = parkIds.filter((parkId) => !mine.has(parkId));
  if (foreign.length > 0) {
    throw invalidField(
      'park_ids',
      'invalid_park',
      `Not parks of customer ${customerId}: ${foreign.join(', ')}.`,
    );
  }
}

async function linkedParkIds(ex: Executor, contractId: number): Promise<number[]> {
  const rows = await ex
    .select({ park_id: customerContractParks.park_id })
    .from(customerContractParks)
    .where(eq(customerContractParks.contract_id, contractId));
  return rows.map((row) => row.park_id);
}

async function replaceParks(ex: Executor, contractId: number, parkIds: number[]) {
  await ex.delete(customerContractParks).where(eq(customerContractParks.contract_id, contractId));
  if (parkIds.length > 0) {
    await ex
      .insert(customerContractParks)
      .values(parkIds.map((parkId) => ({ contract_id: contractId, park_id: parkId })));
  }
}

const customerName = sql<
  string | null
>`(select ${customers.name} from ${customers} where ${customers.id} = ${customerContracts.customer_id})`;

const parkIdList = sql<
  number[]
>`coalesce((select json_agg(${customerContractParks.park_id} order by ${customerContractParks.park_id}) from ${customerContractParks} where ${customerContractParks.contract_id} = ${customerContracts.id}), '[]'::json)`;

/** Column values of a body: its column fields, the frequencies completed with the defaults. */
function columnsFrom(body: CustomerContractPatch): ColumnValues<typeof customerContracts> {
  const values = columnValues(customerContracts, body);
  if (body.frequency_days !== undefined) values.frequency_days = withDefaults(body.frequency_days);
  return values;
}

/** The customer contract as the API shows it. */
export function customerContractDto(
  row: ResourceRow<
    typeof customerContracts,
    { customer_name: typeof customerName; park_ids: typeof parkIdList }
  >,
): CustomerContract {
  const parkIds: unknown[] = Array.isArray(row.park_ids) ? row.park_ids : [];
  return trackedDto(row, {
    customer_id: Number(row.customer_id),
    customer_name: row.customer_name ?? '',
    number: row.number,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    services: row.services,
    frequency_days: withDefaults(row.frequency_days ?? undefined),
    park_ids: parkIds.map(Number),
    amount_cents: row.amount_cents,
    cig: row.cig,
    cup: row.cup,
    payment_terms_days: row.payment_terms_days,
    notes: row.notes,
  });
}

/** `customer-contracts/`: admin only; the covered parks live in `customer_contract_parks`. */
export const customerContractsResource = defineResource({
  path: 'customer-contracts',
  entity: 'customer_contract',
  tag: 'customer-contracts',
  table: customerContracts,
  adminOnly: true,
  item: customerContract,
  write: customerContractWrite,
  patch: customerContractPatch,
  listQuery: customerContractListQuery,
  derived: { customer_name: customerName, park_ids: parkIdList },
  search: [
    customerContracts.number,
    customerContracts.cig,
    customerContracts.cup,
    customerContracts.notes,
  ],
  ordering: {
    number: customerContracts.number,
    start_date: customerContracts.start_date,
    end_date: customerContracts.end_date,
    status: customerContracts.status,
    customer_name: customerName,
    created_at: customerContracts.created_at,
  },
  defaultOrdering: ['-start_date'],
  filters: (query) => [
    query.customer_id ? eq(customerContracts.customer_id, query.customer_id) : undefined,
    query.status ? eq(customerContracts.status, query.status) : undefined,
    query.start_date_from ? gte(customerContracts.start_date, query.start_date_from) : undefined,
    query.start_date_to ? lte(customerContracts.start_date, query.start_date_to) : undefined,
    query.end_date_from ? gte(customerContracts.end_date, query.end_date_from) : undefined,
    query.end_date_to ? lte(customerContracts.end_date, query.end_date_to) : undefined,
    activeOn(customerContracts.start_date, customerContracts.end_date, query.active_on),
  ],
  toDto: customerContractDto,
  csv: {
    entity: 'customerContract',
    filename: 'customer-contracts',
    columns: [
      { field: 'number' },
      { field: 'customer_name' },
      { field: 'status', enum: 'status.contract' },
      { field: 'start_date', type: 'date' },
      { field: 'end_date', type: 'date' },
      { field: 'services', enum: 'enum.contractService' },
      { field: 'amount_cents', type: 'money' },
      { field: 'cig' },
      { field: 'cup' },
      { field: 'payment_terms_days', type: 'int' },
      { field: 'notes' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  uniqueFields: { customer_contracts_number_unique: 'number' },
  async prepareCreate({ tx }, body) {
    const customerId = body.customer_id;
    await assertExists(tx, customers.id, customerId, 'customer_id');
    assertEndNotBefore(body.start_date, body.end_date);
    await assertParksOfCustomer(tx, customerId, body.park_ids ?? []);
    return {
      ...columnsFrom(body),
      frequency_days: withDefaults(body.frequency_days),
    };
  },
  async prepareUpdate({ tx }, body, existing, mode) {
    const customerId = body.customer_id ?? existing.customer_id;
    if (body.customer_id !== undefined && customerId !== existing.customer_id) {
      await assertExists(tx, customers.id, customerId, 'customer_id');
    }
    let values = columnsFrom(body);
    if (mode === 'put') {
      values = resetAbsentFields(customerContracts, customerContractWrite, body, values);
      values.frequency_days = withDefaults(body.frequency_days);
    }
    const start = 'start_date' in values ? values.start_date : existing.start_date;
    const end = 'end_date' in values ? values.end_date : existing.end_date;
    assertEndNotBefore(start, end);
    // Parks stay covered unless the body lists new ones; they must still belong to the customer.
    const parkIds = body.park_ids ?? (await linkedParkIds(tx, existing.id));
    await assertParksOfCustomer(tx, customerId, parkIds);
    return values;
  },
  async afterCreate({ tx }, row, body) {
    const parkIds = body.park_ids ?? [];
    await replaceParks(tx, row.id, parkIds);
    return { park_ids: [...parkIds].sort((a, b) => a - b) };
  },
  async afterUpdate({ tx }, _before, after, body) {
    if (body.park_ids === undefined) return;
    const before = (await linkedParkIds(tx, after.id)).sort((a, b) => a - b);
    const next = [...new Set(body.park_ids)].sort((a, b) => a - b);
    await replaceParks(tx, after.id, next);
    if (JSON.stringify(before) === JSON.stringify(next)) return;
    return { park_ids: { from: before, to: next } };
  },
  async beforeDelete({ tx }, existing) {
    const count = await countWhere(tx, inspections, inspections.contract_id, existing.id);
    if (count > 0) throw dependentsConflict('contract_has_inspections', 'inspections', count);
  },
  afterDelete: ({ tx, request }, existing) =>
    deleteOwnedFiles(tx, request, 'customer_contract', [existing.id]),
});
