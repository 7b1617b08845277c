import type { ContractStatus, QuoteStatus, ToyStatus } from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import { customerContracts, customerContractParks, parks, quotes, toys } from '../../db/schema';
import type { TestContext } from '../../testing';
import { insertQuote as insertQuoteOf } from '../quotes/fixtures';

let counter = 0;

/** Inserts a park of a customer directly (parks have their own resource); returns its id. */
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
export async function insertToy(
  ctx: TestContext,
  parkId: number,
  code: string,
  status: 'in_use' | 'out_of_service' | 'removed' = 'in_use',
) {
  const [row] = await ctx.db
    .insert(toys)
    .values({
      park_id: parkId,
      code,
      name: `Gioco ${code}`,
      equipment_type: 'swing',
      standard: 'EN 1176-2',
      status,
    })
    .returning({ id: toys.id });
  if (!row) throw new Error('no toy inserted');
  return row.id;
}

/** Sets a toy's status. */
export async function setToyStatus(ctx: TestContext, toyId: number, status: ToyStatus) {
  await ctx.db.update(toys).set({ status }).where(eq(toys.id, toyId));
}

/** Inserts a customer contract (covering `parkIds`, or all the customer's parks); returns its id. */
export async function insertContract(
  ctx: TestContext,
  customerId: number,
  options: { status?: ContractStatus; parkIds?: number[]; startDate?: string } = {},
) {
  counter += 1;
  const [row] = await ctx.db
    .insert(customerContracts)
    .values({
      customer_id: customerId,
      number: `CT-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      start_date: options.startDate ?? '2030-01-01',
      status: options.status ?? 'active',
      services: ['routine_visual', 'operational', 'annual_main'],
      frequency_days: { routine_visual: 7, operational: 90, annual_main: 365 },
    })
    .returning({ id: customerContracts.id });
  if (!row) throw new Error('no contract inserted');
  for (const parkId of options.parkIds ?? []) {
    await ctx.db.insert(customerContractParks).values({ contract_id: row.id, park_id: parkId });
  }
  return row.id;
}

/** Inserts a draft quote for an inspection (quotes have their own resource); returns its id. */
export async function insertQuote(ctx: TestContext, inspectionId: number) {
  return (await insertQuoteOf(ctx, inspectionId, { issueDate: '2031-01-01' })).id;
}

/** Changes a quote's status and sent instant. */
export async function updateQuote(
  ctx: TestContext,
  quoteId: number,
  values: { status: QuoteStatus; sentAt: Date | null },
) {
  await ctx.db
    .update(quotes)
    .set({ status: values.status, sent_at: values.sentAt })
    .where(eq(quotes.id, quoteId));
}
