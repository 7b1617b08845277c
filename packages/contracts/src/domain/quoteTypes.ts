import { z } from 'zod';
import { boolFilter, intRange, listQuery, requiredText, trackedFields } from './common';
import { vatRates } from './enums';

/** A VAT rate of Italian law, in percent. */
const vatRate = z.literal(vatRates);

/** The fields of a quote type a caller writes (docs/data-model.md#tables). */
export const quoteTypeWrite = z.strictObject({
  code: z.string().regex(/^[a-z0-9_]{1,30}$/, { message: 'invalid_code' }),
  label_it: requiredText(200),
  label_en: requiredText(200),
  default_vat_rate: vatRate.optional(),
  validity_days: intRange(1, 365).optional(),
  is_active: z.boolean().optional(),
});
export type QuoteTypeWrite = z.infer<typeof quoteTypeWrite>;

/** A partial update of a quote type. */
export const quoteTypePatch = quoteTypeWrite.partial();
export type QuoteTypePatch = z.infer<typeof quoteTypePatch>;

/** A quote type as the API shows it. */
export const quoteType = z.object({
  ...trackedFields,
  code: z.string(),
  label_it: z.string(),
  label_en: z.string(),
  default_vat_rate: vatRate,
  validity_days: z.number().int(),
  is_active: z.boolean(),
});
export type QuoteType = z.infer<typeof quoteType>;

/** Fields a quote type list can be ordered by. */
export const quoteTypeOrdering = ['code', 'label_it', 'label_en', 'created_at'] as const;

/** Query string of `GET quote-types/`. */
export const quoteTypeListQuery = listQuery(quoteTypeOrdering, { is_active: boolFilter });
export type QuoteTypeListQuery = z.infer<typeof quoteTypeListQuery>;
