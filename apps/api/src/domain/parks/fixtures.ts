import type {
  ContractStatus,
  FindingStatus,
  InspectionStatus,
  InspectionType,
  RiskLevel,
  SelectListKey,
} from '@altalena/contracts';
import { sql } from 'drizzle-orm';
import {
  customerContractParks,
  customerContracts,
  findings,
  inspectionItems,
  inspections,
  parks,
  selects,
  toys,
} from '../../db/schema';
import type { TestContext } from '../../testing';

/** Test fixtures of parks and toys, inserted directly with Drizzle (for rows other areas own). */

let sequence = 0;
const next = () => ++sequence;

/** Inserts select entries `[list_key, code, is_active]`, or sets `is_active` of ones the seed made. */
export async function insertSelects(
  ctx: TestContext,
  entries: [listKey: SelectListKey, code: string, active: boolean][],
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .insert(selects)
    .values(
      entries.map(([list_key, code, is_active]) => ({
        list_key,
        code,
        label_it: code,
        label_en: code,
        is_active,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflictDoUpdate({
      target: [selects.list_key, selects.code],
      set: { is_active: sql`excluded.is_active` },
    });
}

/** Inserts a park of a customer; returns its id. */
export async function insertPark(
  ctx: TestContext,
  customerId: number,
  values: Partial<typeof parks.$inferInsert> = {},
): Promise<number> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(parks)
    .values({
      customer_id: customerId,
      name: `Park ${next()}`,
      address: 'Via Verdi 1',
      city: 'Firenze',
      latitude: 43.77,
      longitude: 11.25,
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning({ id: parks.id });
  if (!row) throw new Error('no park inserted');
  return row.id;
}

/** Inserts a toy of a park; returns its id. */
export async function insertToy(
  ctx: TestContext,
  parkId: number,
  values: Partial<typeof toys.$inferInsert> = {},
): Promise<number> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(toys)
    .values({
      park_id: parkId,
      code: `T${next()}`,
      name: 'Altalena',
      equipment_type: 'swing',
      standard: 'EN 1176-2',
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning({ id: toys.id });
  if (!row) throw new Error('no toy inserted');
  return row.id;
}

/** Inserts an inspection of a park (a unique number is made up); returns its id. */
export async function insertInspection(
  ctx: TestContext,
  parkId: number,
  type: InspectionType,
  status: InspectionStatus,
  performedAt: string | null,
): Promise<number> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(inspections)
    .values({
      park_id: parkId,
      type,
      status,
      number: `T/${next()}`,
      performed_at: performedAt === null ? null : new Date(performedAt),
      created_at: now,
      updated_at: now,
    })
    .returning({ id: inspections.id });
  if (!row) throw new Error('no inspection inserted');
  return row.id;
}

/** Inserts an inspection item (on a toy, or the site's access) with one finding per risk given. */
export async function insertFindings(
  ctx: TestContext,
  inspectionId: number,
  toyId: number | null,
  list: [riskLevel: RiskLevel, status: FindingStatus][],
): Promise<number> {
  const now = ctx.clock.now();
  const [item] = await ctx.db
    .insert(inspectionItems)
    .values({
      inspection_id: inspectionId,
      position: next(),
      toy_id: toyId,
      site_area: toyId === null ? 'access' : null,
      outcome: 'defect',
      created_at: now,
      updated_at: now,
    })
    .returning({ id: inspectionItems.id });
  if (!item) throw new Error('no item inserted');
  if (list.length > 0) {
    await ctx.db.insert(findings).values(
      list.map(([risk_level, status]) => ({
        inspection_id: inspectionId,
        item_id: item.id,
        description: 'Catena usurata',
        risk_level,
        recommended_action: 'repair' as const,
        status,
        created_at: now,
        updated_at: now,
      })),
    );
  }
  return item.id;
}

/** Inserts a customer contract with the given frequencies, covering `parkIds` (none: all parks). */
export async function insertContract(
  ctx: TestContext,
  customerId: number,
  values: {
    status?: ContractStatus;
    start_date: string;
    end_date?: string | null;
    frequency_days: Record<string, number>;
    parkIds?: number[];
  },
): Promise<number> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(customerContracts)
    .values({
      customer_id: customerId,
      number: `C-${next()}`,
      start_date: values.start_date,
      end_date: values.end_date ?? null,
      status: values.status ?? 'active',
      services: ['routine_visual', 'operational', 'annual_main'],
      frequency_days: values.frequency_days,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: customerContracts.id });
  if (!row) throw new Error('no contract inserted');
  if (values.parkIds?.length) {
    await ctx.db
      .insert(customerContractParks)
      .values(values.parkIds.map((park_id) => ({ contract_id: row.id, park_id })));
  }
  return row.id;
}
