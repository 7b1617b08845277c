import type { QuoteStatus, VatRate } from '@altalena/contracts';
import {
  findings,
  inspectionItems,
  inspections,
  installers,
  parks,
  quotes,
  quoteTypes,
  toys,
} from '../../db/schema';
import type { TestContext } from '../../testing';

let sequence = 0;

function next(): number {
  sequence += 1;
  return sequence;
}

/** Inserts a park of a customer directly; returns its id. */
export async function insertPark(ctx: TestContext, customerId: number, name: string) {
  const [row] = await ctx.db
    .insert(parks)
    .values({
      customer_id: customerId,
      name,
      address: 'Via dei Giardini 1',
      city: 'Firenze',
      latitude: 43.77,
      longitude: 11.25,
    })
    .returning({ id: parks.id });
  if (!row) throw new Error('no park inserted');
  return row.id;
}

/** Inserts a toy of a park directly; returns its id. */
export async function insertToy(ctx: TestContext, parkId: number) {
  const [row] = await ctx.db
    .insert(toys)
    .values({
      park_id: parkId,
      code: `G${next()}`,
      name: 'Altalena doppia',
      equipment_type: 'swing',
      standard: 'EN 1176-2',
    })
    .returning({ id: toys.id });
  if (!row) throw new Error('no toy inserted');
  return row.id;
}

/** An inspection of a park with one toy row and two open findings on it. */
export interface InspectionFixture {
  id: number;
  number: string;
  parkId: number;
  toyId: number;
  findingIds: [number, number];
}

/** Inserts an inspection of a park with a toy item and two open findings, directly. */
export async function insertInspection(
  ctx: TestContext,
  parkId: number,
): Promise<InspectionFixture> {
  const toyId = await insertToy(ctx, parkId);
  const number = `T/${String(next()).padStart(6, '0')}`;
  const [inspection] = await ctx.db
    .insert(inspections)
    .values({ park_id: parkId, type: 'operational', number, status: 'completed' })
    .returning({ id: inspections.id });
  if (!inspection) throw new Error('no inspection inserted');
  const [item] = await ctx.db
    .insert(inspectionItems)
    .values({ inspection_id: inspection.id, position: 1, toy_id: toyId, outcome: 'defect' })
    .returning({ id: inspectionItems.id });
  if (!item) throw new Error('no item inserted');
  const rows = await ctx.db
    .insert(findings)
    .values(
      ['Catena usurata', 'Sedile fessurato'].map((description) => ({
        inspection_id: inspection.id,
        item_id: item.id,
        description,
        risk_level: 'high' as const,
        recommended_action: 'replace_part' as const,
      })),
    )
    .returning({ id: findings.id });
  return {
    id: inspection.id,
    number,
    parkId,
    toyId,
    findingIds: [rows[0]?.id ?? 0, rows[1]?.id ?? 0],
  };
}

/** Inserts a quote type directly; returns its id. */
export async function insertQuoteType(
  ctx: TestContext,
  values: { defaultVatRate?: VatRate; validityDays?: number; isActive?: boolean } = {},
) {
  const [row] = await ctx.db
    .insert(quoteTypes)
    .values({
      code: `QT${next()}`,
      label_it: 'Riparazioni',
      label_en: 'Repairs',
      default_vat_rate: values.defaultVatRate ?? 22,
      validity_days: values.validityDays ?? 30,
      is_active: values.isActive ?? true,
    })
    .returning({ id: quoteTypes.id });
  if (!row) throw new Error('no quote type inserted');
  return row.id;
}

/**
 * Inserts a quote of an inspection directly, in any status and without lines (a new quote type unless one is
 * given); a quote that is not a draft was sent at 09:00 UTC of its issue day. Returns its id and number.
 */
export async function insertQuote(
  ctx: TestContext,
  inspectionId: number,
  values: {
    status?: QuoteStatus;
    quoteTypeId?: number;
    number?: string;
    issueDate?: string;
    validUntil?: string | null;
    grossCents?: number;
    sentAt?: Date | null;
    answeredAt?: Date | null;
  } = {},
): Promise<{ id: number; number: string }> {
  const status = values.status ?? 'draft';
  const issueDate = values.issueDate ?? '2026-11-20';
  const number = values.number ?? `Q/${next()}`;
  const [row] = await ctx.db
    .insert(quotes)
    .values({
      inspection_id: inspectionId,
      quote_type_id: values.quoteTypeId ?? (await insertQuoteType(ctx)),
      number,
      issue_date: issueDate,
      valid_until: values.validUntil ?? null,
      status,
      gross_cents: values.grossCents ?? 0,
      sent_at:
        values.sentAt !== undefined
          ? values.sentAt
          : status === 'draft'
            ? null
            : new Date(`${issueDate}T09:00:00Z`),
      answered_at: values.answeredAt ?? null,
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error('no quote inserted');
  return { id: row.id, number };
}

/** Inserts an installer directly; returns its id. */
export async function insertInstaller(ctx: TestContext) {
  const [row] = await ctx.db
    .insert(installers)
    .values({ company_name: 'Giochi Sicuri Srl', vat_number: '01307110484', email: 'a@b.it' })
    .returning({ id: installers.id });
  if (!row) throw new Error('no installer inserted');
  return row.id;
}
