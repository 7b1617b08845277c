/** Decimal places a line's quantity may have (thousandths). */
export const QUANTITY_DECIMALS = 3;

/** Decimal places a line's discount percentage may have (hundredths). */
export const DISCOUNT_DECIMALS = 2;

/** The amounts of one quote line that its totals depend on. */
export interface QuoteLineAmounts {
  /** Positive, at most 3 decimals. */
  quantity: number;
  /** Integer cents, never negative. */
  unit_price_cents: number;
  /** Percent 0–100, at most 2 decimals; 0 when absent. */
  discount_pct?: number | null;
  /** VAT rate in percent (22, 10, 4 or 0). */
  vat_rate: number;
}

/** The taxable amount and VAT of one VAT rate. */
export interface QuoteRateTotal {
  vat_rate: number;
  taxable_cents: number;
  vat_cents: number;
}

/** The totals of a quote, as the server computes and stores them. */
export interface QuoteTotals {
  /** One entry per line, in line order. */
  lines: { net_cents: number }[];
  /** One entry per VAT rate present, highest rate first. */
  by_rate: QuoteRateTotal[];
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

/**
 * `value × 10^decimals` as an exact integer, or null when `value` is not finite, negative, or has more
 * decimals than allowed. Reads the shortest decimal form of the number so that 0.1 is exactly 1 tenth.
 */
export function toScaledInteger(value: number, decimals: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  // Exponent forms appear only below 1e-6 (too many decimals) or above 1e21 (unsafe anyway).
  if (/e/i.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > decimals) return null;
  const scaled = Number(whole + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(scaled) ? scaled : null;
}

/** Whether `value` is a non-negative number with at most `decimals` decimal places. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return toScaledInteger(value, decimals) !== null;
}

/** `numerator / denominator` rounded half up (both non-negative, denominator positive). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function scaled(value: number, decimals: number, field: string): bigint {
  const result = toScaledInteger(value, decimals);
  if (result === null) {
    throw new RangeError(
      `${field} must be a non-negative number with at most ${decimals} decimals`,
    );
  }
  return BigInt(result);
}

const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
const PERCENT_SCALE = 100n * 10n ** BigInt(DISCOUNT_DECIMALS);

function lineNet(line: QuoteLineAmounts): bigint {
  const quantity = scaled(line.quantity, QUANTITY_DECIMALS, 'quantity');
  const price = scaled(line.unit_price_cents, 0, 'unit_price_cents');
  const discount = scaled(line.discount_pct ?? 0, DISCOUNT_DECIMALS, 'discount_pct');
  if (discount > PERCENT_SCALE) throw new RangeError('discount_pct must be at most 100');
  return divideHalfUp(
    quantity * price * (PERCENT_SCALE - discount),
    QUANTITY_SCALE * PERCENT_SCALE,
  );
}

/** A line's net in cents: quantity × unit price × (1 − discount), rounded half up to the cent. */
export function lineNetCents(line: QuoteLineAmounts): number {
  return Number(lineNet(line));
}

/**
 * The totals of a quote's lines, in exact integer arithmetic: each line's net rounded half up to the
 * cent; per VAT rate the nets summed and the VAT rounded half up once (as Italian invoices do); the
 * quote's net, VAT and gross are the sums. Throws a RangeError on an amount the API would refuse
 * (negative, too many decimals, discount above 100).
 */
export function quoteTotals(lines: readonly QuoteLineAmounts[]): QuoteTotals {
  const nets = lines.map(lineNet);
  const taxable = new Map<number, bigint>();
  lines.forEach((line, index) => {
    const rate = scaled(line.vat_rate, 0, 'vat_rate');
    if (rate > 100n) throw new RangeError('vat_rate must be at most 100');
    taxable.set(Number(rate), (taxable.get(Number(rate)) ?? 0n) + (nets[index] ?? 0n));
  });
  const rates = [...taxable.keys()].sort((a, b) => b - a);
  let net = 0n;
  let vat = 0n;
  const byRate = rates.map((rate) => {
    const rateTaxable = taxable.get(rate) ?? 0n;
    const rateVat = divideHalfUp(rateTaxable * BigInt(rate), 100n);
    net += rateTaxable;
    vat += rateVat;
    return { vat_rate: rate, taxable_cents: Number(rateTaxable), vat_cents: Number(rateVat) };
  });
  return {
    lines: nets.map((lineNetValue) => ({ net_cents: Number(lineNetValue) })),
    by_rate: byRate,
    net_cents: Number(net),
    vat_cents: Number(vat),
    gross_cents: Number(net + vat),
  };
}
