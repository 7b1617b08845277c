import {
  quoteListQuery,
  quotePatch,
  quoteSummary,
  quoteTotals,
  quoteWrite,
  type Quote,
  type QuoteLine,
  type QuoteSummary,
} from '@altalena/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { inspections, parks, quoteLines, quotes } from '../../db/schema';
import { customerIdOf, type Actor } from '../../resources/access';
import {
  isoOrNull,
  scopeCondition,
  defineResource,
  trackedDto,
  type ResourceRow,
} from '../../resources/crud';
import type { Executor } from '../../resources/types';

/** The inspection's park, as a correlated subquery on the quote row. */
const parkOfQuote = sql<number>`(select ${inspections.park_id} from ${inspections} where ${inspections.id} = ${quotes.inspection_id})`;

/** The customer owning the quote's park. */
const customerOfQuote = sql<number>`(select ${parks.customer_id} from ${parks} where ${parks.id} = ${parkOfQuote})`;

/** The name of the quote's park. */
const parkNameOfQuote = sql<string>`(select ${parks.name} from ${parks} where ${parks.id} = ${parkOfQuote})`;

/** The status the API shows: a sent quote past its validity (in the app's today) is `expired`. */
export function effectiveStatus(today: string): SQL<QuoteSummary['status']> {
  return sql<
    QuoteSummary['status']
  >`(case when ${quotes.status} = 'sent' and ${quotes.valid_until} < ${today}::date then 'expired' else ${quotes.status} end)`;
}

/**
 * Quotes a customer user sees: those of their own parks that have been sent. A draft, also one cancelled
 * before it was sent, is the company's own business.
 */
function customerScope(actor: Actor): SQL {
  return sql`(${quotes.status} <> 'draft' and (${quotes.status} <> 'cancelled' or ${quotes.sent_at} is not null) and ${customerOfQuote} = ${customerIdOf(actor)})`;
}

/** The fields a quote's row has beyond its columns, with the status as on `today`. */
function quoteDerived(today: string) {
  return {
    effective_status: effectiveStatus(today),
    inspection_number: sql<string>`(select ${inspections.number} from ${inspections} where ${inspections.id} = ${quotes.inspection_id})`,
    park_id: parkOfQuote,
    park_name: parkNameOfQuote,
    customer_id: customerOfQuote,
  };
}

/** A quote's row as read with its derived fields. */
export type QuoteRow = ResourceRow<typeof quotes, ReturnType<typeof quoteDerived>>;

/** A list or item row as the API shows it, without lines. */
export function quoteSummaryDto(row: QuoteRow): QuoteSummary {
  return trackedDto(row, {
    inspection_id: Number(row.inspection_id),
    quote_type_id: Number(row.quote_type_id),
    number: row.number,
    issue_date: row.issue_date,
    valid_until: row.valid_until,
    status: row.effective_status,
    installer_id: row.installer_id,
    notes: row.notes,
    net_cents: Number(row.net_cents),
    vat_cents: Number(row.vat_cents),
    gross_cents: Number(row.gross_cents),
    sent_at: isoOrNull(row.sent_at),
    answered_at: isoOrNull(row.answered_at),
    answered_by: row.answered_by,
    answer_reason: row.answer_reason,
    inspection_number: row.inspection_number,
    park_id: Number(row.park_id),
    park_name: row.park_name,
    customer_id: Number(row.customer_id),
  });
}

/**
 * The quotes resource as seen on `today` (Europe/Rome): the derived `expired` status depends on the
 * app's clock, so the definition is built per request.
 */
export function quotesDefinition(today: string) {
  const derived = quoteDerived(today);
  const status = derived.effective_status;
  return defineResource({
    path: 'quotes',
    entity: 'quote',
    tag: 'quotes',
    table: quotes,
    item: quoteSummary,
    write: quoteWrite,
    patch: quotePatch,
    listQuery: quoteListQuery,
    derived,
    scope: customerScope,
    search: [quotes.number, quotes.notes, parkNameOfQuote],
    ordering: {
      number: quotes.number,
      issue_date: quotes.issue_date,
      valid_until: quotes.valid_until,
      gross_cents: quotes.gross_cents,
      status,
    },
    defaultOrdering: ['-issue_date'],
    filters: (query) => [
      query.status ? sql`${status} = ${query.status}` : undefined,
      query.customer_id ? sql`${customerOfQuote} = ${query.customer_id}` : undefined,
      query.park_id ? sql`${parkOfQuote} = ${query.park_id}` : undefined,
      query.inspection_id ? eq(quotes.inspection_id, query.inspection_id) : undefined,
      query.issue_date_from ? sql`${quotes.issue_date} >= ${query.issue_date_from}` : undefined,
      query.issue_date_to ? sql`${quotes.issue_date} <= ${query.issue_date_to}` : undefined,
      query.valid_until_from ? sql`${quotes.valid_until} >= ${query.valid_until_from}` : undefined,
      query.valid_until_to ? sql`${quotes.valid_until} <= ${query.valid_until_to}` : undefined,
    ],
    toDto: quoteSummaryDto,
    csv: {
      entity: 'quote',
      filename: 'quotes',
      columns: [
        { field: 'number' },
        { field: 'inspection_number' },
        { field: 'park_name' },
        { field: 'issue_date', type: 'date' },
        { field: 'valid_until', type: 'date' },
        { field: 'status', enum: 'status.quote' },
        { field: 'net_cents', type: 'money' },
        { field: 'vat_cents', type: 'money' },
        { field: 'gross_cents', type: 'money' },
        { field: 'sent_at', type: 'datetime' },
        { field: 'answered_at', type: 'datetime' },
        { field: 'notes' },
        { field: 'created_at', type: 'datetime' },
        { field: 'updated_at', type: 'datetime' },
      ],
    },
    without: ['create', 'read', 'update', 'delete'],
  });
}

/** The quote of an inspection as the actor may see it (with derived fields); undefined otherwise. */
export async function findQuote(
  ex: Executor,
  def: ReturnType<typeof quotesDefinition>,
  actor: Actor,
  inspectionId: number,
): Promise<QuoteRow | undefined> {
  const { derived } = def;
  if (!derived) throw new Error('the quotes definition has derived fields');
  const [row] = await ex
    .select({ ...getTableColumns(quotes), ...derived })
    .from(quotes)
    .where(and(eq(quotes.inspection_id, inspectionId), scopeCondition(def, actor)))
    .limit(1);
  return row;
}

/** A stored line as the API shows it. */
function lineDto(row: typeof quoteLines.$inferSelect): QuoteLine {
  return {
    id: row.id,
    position: row.position,
    finding_id: row.finding_id ?? null,
    toy_id: row.toy_id ?? null,
    description: row.description,
    unit: row.unit,
    quantity: Number(row.quantity),
    unit_price_cents: row.unit_price_cents,
    discount_pct: Number(row.discount_pct),
    vat_rate: row.vat_rate,
    net_cents: row.net_cents,
  };
}

/** The full quote of a row: its lines in position order and the totals computed from them. */
export async function quoteDto(ex: Executor, row: QuoteRow): Promise<Quote> {
  const lines = (
    await ex
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quote_id, row.id))
      .orderBy(asc(quoteLines.position), asc(quoteLines.id))
  ).map(lineDto);
  return { ...quoteSummaryDto(row), lines, totals: quoteTotals(lines) };
}
