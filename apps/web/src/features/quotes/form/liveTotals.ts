import {
  discountPct,
  quoteLineWrite,
  quoteQuantity,
  quoteTotals,
  vatRate,
  type QuoteTotals,
} from '@altalena/contracts';

/** A line's amounts as the form holds them while they are typed: blank, half typed or valid. */
export interface LineAmountsDraft {
  quantity?: unknown;
  unit_price_cents?: unknown;
  discount_pct?: unknown;
  vat_rate?: unknown;
}

/** `value` when `schema` accepts it, else `fallback`. */
function validOr<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  fallback: T,
): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/**
 * The totals of the lines being typed, computed by the server's own function (`quoteTotals`), so
 * that once every amount is valid they are exactly what the saved quote will show. Until then an
 * amount the contract would refuse (blank, negative, too many decimals) counts as nothing: a line
 * without a price adds 0.
 */
export function liveTotals(lines: readonly LineAmountsDraft[]): QuoteTotals {
  return quoteTotals(
    lines.map((line) => ({
      quantity: validOr(quoteQuantity, line.quantity, 0),
      unit_price_cents: validOr(quoteLineWrite.shape.unit_price_cents, line.unit_price_cents, 0),
      discount_pct: validOr(discountPct, line.discount_pct, 0),
      vat_rate: validOr(vatRate, line.vat_rate, 0),
    })),
  );
}
