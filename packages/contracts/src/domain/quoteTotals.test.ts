import { describe, expect, it } from 'vitest';
import { lineNetCents, quoteTotals, toScaledInteger } from './quoteTotals';
import { quoteLineWrite } from './quotes';

describe('quoteTotals', () => {
  it('rounds each line half up to the cent and the VAT once per rate', () => {
    const totals = quoteTotals([
      // 3 × 12.35 € = 37.05 €, less 10 % = 33.345 € → 33.35 €
      { quantity: 3, unit_price_cents: 1235, discount_pct: 10, vat_rate: 22 },
      // 12.345 × 9.99 € = 123.32655 € → 123.33 €
      { quantity: 12.345, unit_price_cents: 999, vat_rate: 10 },
      // 1.5 × 3.33 € = 4.995 € → 5.00 €
      { quantity: 1.5, unit_price_cents: 333, discount_pct: 0, vat_rate: 22 },
    ]);
    expect(totals).toEqual({
      lines: [{ net_cents: 3335 }, { net_cents: 12333 }, { net_cents: 500 }],
      by_rate: [
        // 38.35 € × 22 % = 8.437 € → 8.44 €
        { vat_rate: 22, taxable_cents: 3835, vat_cents: 844 },
        // 123.33 € × 10 % = 12.333 € → 12.33 €
        { vat_rate: 10, taxable_cents: 12333, vat_cents: 1233 },
      ],
      net_cents: 16168,
      vat_cents: 2077,
      gross_cents: 18245,
    });
  });

  it('rounds the VAT per rate, not per line', () => {
    // Two lines of 0.05 € at 10 %: per line 0.005 → 0.01 each (0.02), per rate 0.10 × 10 % = 0.01.
    const totals = quoteTotals([
      { quantity: 1, unit_price_cents: 5, vat_rate: 10 },
      { quantity: 1, unit_price_cents: 5, vat_rate: 10 },
    ]);
    expect(totals.by_rate).toEqual([{ vat_rate: 10, taxable_cents: 10, vat_cents: 1 }]);
    expect(totals.gross_cents).toBe(11);
  });

  it('has no floating-point error on decimal quantities and discounts', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point; 0.3 × 1000 cents is exactly 300.
    expect(lineNetCents({ quantity: 0.3, unit_price_cents: 1000, vat_rate: 22 })).toBe(300);
    // 1.005 € exactly half a cent: 1.005 × 100 is 100.49999999999999 in floating point.
    expect(lineNetCents({ quantity: 1.005, unit_price_cents: 100, vat_rate: 22 })).toBe(101);
    // 19.99 € less 33.33 % = 13.327333 € → 13.33 €
    expect(
      lineNetCents({ quantity: 1, unit_price_cents: 1999, discount_pct: 33.33, vat_rate: 4 }),
    ).toBe(1333);
    expect(
      lineNetCents({ quantity: 2, unit_price_cents: 1999, discount_pct: 100, vat_rate: 0 }),
    ).toBe(0);
    // The largest line: one million × one million euro, beyond 2^53 before the division.
    expect(
      lineNetCents({ quantity: 999_999.999, unit_price_cents: 100_000_000, vat_rate: 22 }),
    ).toBe(99_999_999_900_000);
  });

  it('lists the rates present from the highest, and is zero without lines', () => {
    const totals = quoteTotals([
      { quantity: 1, unit_price_cents: 100, vat_rate: 0 },
      { quantity: 1, unit_price_cents: 100, vat_rate: 4 },
      { quantity: 1, unit_price_cents: 100, vat_rate: 22 },
    ]);
    expect(totals.by_rate.map((rate) => rate.vat_rate)).toEqual([22, 4, 0]);
    expect(totals.gross_cents).toBe(300 + 22 + 4);
    expect(quoteTotals([])).toEqual({
      lines: [],
      by_rate: [],
      net_cents: 0,
      vat_cents: 0,
      gross_cents: 0,
    });
  });

  it('refuses amounts the API refuses', () => {
    expect(() => quoteTotals([{ quantity: 1.0001, unit_price_cents: 1, vat_rate: 22 }])).toThrow(
      RangeError,
    );
    expect(() =>
      quoteTotals([{ quantity: 1, unit_price_cents: 1, discount_pct: 100.5, vat_rate: 22 }]),
    ).toThrow(RangeError);
    expect(() => quoteTotals([{ quantity: -1, unit_price_cents: 1, vat_rate: 22 }])).toThrow(
      RangeError,
    );
    expect(() => quoteTotals([{ quantity: 1, unit_price_cents: 1.5, vat_rate: 22 }])).toThrow(
      RangeError,
    );
  });
});

describe('toScaledInteger', () => {
  it('reads the decimal form of a number exactly', () => {
    expect(toScaledInteger(12.345, 3)).toBe(12345);
    expect(toScaledInteger(0.1, 3)).toBe(100);
    expect(toScaledInteger(7, 2)).toBe(700);
    expect(toScaledInteger(1.2345, 3)).toBeNull();
    expect(toScaledInteger(1e-7, 3)).toBeNull();
    expect(toScaledInteger(Number.NaN, 3)).toBeNull();
    expect(toScaledInteger(Number.POSITIVE_INFINITY, 3)).toBeNull();
  });
});

describe('quoteLineWrite', () => {
  const line = { description: 'Sostituzione catena', unit: 'pz', unit_price_cents: 100 };
  it('accepts the bounds and refuses what is beyond them', () => {
    expect(quoteLineWrite.safeParse({ ...line, quantity: 1_000_000 }).success).toBe(true);
    expect(quoteLineWrite.safeParse({ ...line, quantity: 0.001, vat_rate: 4 }).success).toBe(true);
    expect(quoteLineWrite.safeParse({ ...line, quantity: 0 }).success).toBe(false);
    expect(quoteLineWrite.safeParse({ ...line, quantity: 1_000_000.001 }).success).toBe(false);
    expect(quoteLineWrite.safeParse({ ...line, quantity: 1.0005 }).success).toBe(false);
    expect(quoteLineWrite.safeParse({ ...line, quantity: 1, discount_pct: 10.005 }).success).toBe(
      false,
    );
    expect(quoteLineWrite.safeParse({ ...line, quantity: 1, vat_rate: 5 }).success).toBe(false);
    expect(
      quoteLineWrite.safeParse({ ...line, quantity: 1, unit_price_cents: 100_000_001 }).success,
    ).toBe(false);
  });
});
