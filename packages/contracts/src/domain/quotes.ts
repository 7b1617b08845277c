import { z } from 'zod';
import {
  dateFilter,
  enumFilter,
  id,
  idFilter,
  idParam,
  intRange,
  isoDate,
  listQuery,
  optionalText,
  requiredText,
  trackedFields,
} from './common';
import { quoteStatuses, quoteStatusSchema, quoteUnitSchema, vatRates } from './enums';
import { DISCOUNT_DECIMALS, QUANTITY_DECIMALS, hasAtMostDecimals } from './quoteTotals';

/** Most lines a quote may have. */
export const MAX_QUOTE_LINES = 200;

/** Largest quantity of a quote line. */
export const MAX_QUOTE_QUANTITY = 1_000_000;

/** Largest unit price of a quote line, in cents (one million euro). */
export const MAX_UNIT_PRICE_CENTS = 100_000_000;

/** A VAT rate a quote line may carry. */
export const vatRate = z.literal(vatRates);

/** Quantity of a quote line: positive, at most one million, at most 3 decimals. */
export const quoteQuantity = z
  .number()
  .gt(0)
  .max(MAX_QUOTE_QUANTITY)
  .refine((value) => hasAtMostDecimals(value, QUANTITY_DECIMALS), {
    message: 'too_many_decimals',
  });

/** Discount of a quote line in percent: 0–100, at most 2 decimals. */
export const discountPct = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => hasAtMostDecimals(value, DISCOUNT_DECIMALS), {
    message: 'too_many_decimals',
  });

/** One line of a quote as a caller writes it; its position is its place in `lines`. */
export const quoteLineWrite = z.strictObject({
  finding_id: id.nullable().optional(),
  toy_id: id.nullable().optional(),
  description: requiredText(2000),
  unit: quoteUnitSchema,
  quantity: quoteQuantity,
  unit_price_cents: intRange(0, MAX_UNIT_PRICE_CENTS),
  discount_pct: discountPct.optional(),
  /** Defaults to the quote type's default VAT rate. */
  vat_rate: vatRate.optional(),
});
export type QuoteLineWrite = z.infer<typeof quoteLineWrite>;

/** The fields of a quote a caller writes (docs/data-model.md#tables); number and status are the server's. */
export const quoteWrite = z.strictObject({
  quote_type_id: id,
  /** Defaults to today (Europe/Rome). */
  issue_date: isoDate.optional(),
  /** Defaults to the issue date plus the quote type's validity days; never before the issue date. */
  valid_until: isoDate.nullable().optional(),
  installer_id: id.nullable().optional(),
  notes: optionalText(5000),
  lines: z.array(quoteLineWrite).max(MAX_QUOTE_LINES),
});
export type QuoteWrite = z.infer<typeof quoteWrite>;

/** A partial update of a quote; `lines`, when given, replace every line. */
export const quotePatch = quoteWrite.partial();
export type QuotePatch = z.infer<typeof quotePatch>;

/** One line of a quote as the API shows it. */
export const quoteLine = z.object({
  id,
  position: z.number().int(),
  finding_id: id.nullable(),
  toy_id: id.nullable(),
  description: z.string(),
  unit: quoteUnitSchema,
  quantity: z.number(),
  unit_price_cents: z.number().int(),
  discount_pct: z.number(),
  vat_rate: z.number().int(),
  net_cents: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

/** The totals of a quote (see `quoteTotals`). */
export const quoteTotalsSchema = z.object({
  lines: z.array(z.object({ net_cents: z.number().int() })),
  by_rate: z.array(
    z.object({
      vat_rate: z.number().int(),
      taxable_cents: z.number().int(),
      vat_cents: z.number().int(),
    }),
  ),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
});

/** A quote as lists show it: without lines. `status` is `expired` once a sent quote's validity ends. */
export const quoteSummary = z.object({
  ...trackedFields,
  inspection_id: id,
  quote_type_id: id,
  number: z.string(),
  issue_date: z.string(),
  valid_until: z.string().nullable(),
  status: quoteStatusSchema,
  installer_id: id.nullable(),
  notes: z.string().nullable(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_by: id.nullable(),
  /** Why the customer rejected the quote, when they said. */
  answer_reason: z.string().nullable(),
  inspection_number: z.string(),
  park_id: id,
  park_name: z.string(),
  customer_id: id,
});
export type QuoteSummary = z.infer<typeof quoteSummary>;

/** A quote as the API shows it: with its lines and totals. */
export const quote = quoteSummary.extend({
  lines: z.array(quoteLine),
  totals: quoteTotalsSchema,
});
export type Quote = z.infer<typeof quote>;

/** Most characters of the reason a customer gives for rejecting a quote. */
export const MAX_ANSWER_REASON = 2000;

/** Body of `POST inspections/{inspectionId}/quote/reject/`: why, when the customer says (optional). */
export const quoteReject = z.strictObject({ reason: optionalText(MAX_ANSWER_REASON) });
export type QuoteReject = z.infer<typeof quoteReject>;

/** Path parameters of `inspections/{inspectionId}/quote/…`. */
export const quoteParams = z.object({ inspectionId: idParam });
export type QuoteParams = z.infer<typeof quoteParams>;

/** Fields a quote list can be ordered by. */
export const quoteOrdering = [
  'number',
  'issue_date',
  'valid_until',
  'gross_cents',
  'status',
] as const;

/** Query string of `GET quotes/`. */
export const quoteListQuery = listQuery(quoteOrdering, {
  status: enumFilter(quoteStatuses),
  customer_id: idFilter,
  park_id: idFilter,
  inspection_id: idFilter,
  issue_date_from: dateFilter,
  issue_date_to: dateFilter,
  valid_until_from: dateFilter,
  valid_until_to: dateFilter,
});
export type QuoteListQuery = z.infer<typeof quoteListQuery>;
