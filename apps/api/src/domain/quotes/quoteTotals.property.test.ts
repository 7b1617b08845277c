import { lineNetCents, quoteTotals, vatRates, type QuoteLineAmounts } from '@altalena/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Pure properties of the shared totals; they live here because fast-check is a dependency of the API.

/** A valid line, with its amounts as exact integers (thousandths, hundredths) alongside. */
const line = fc
  .record({
    thousandths: fc.integer({ min: 1, max: 1_000_000_000 }),
    price: fc.integer({ min: 0, max: 100_000_000 }),
    hundredths: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
    vat: fc.constantFrom(...vatRates),
  })
  .map((raw) => ({
    raw,
    line: {
      quantity: raw.thousandths / 1000,
      unit_price_cents: raw.price,
      discount_pct: raw.hundredths / 100,
      vat_rate: raw.vat,
    } satisfies QuoteLineAmounts,
  }));

/** Lines small enough that the totals stay within safe integers (as the API's int4 columns do). */
const modestLine = line.filter(({ raw }) => raw.thousandths * raw.price < 1e15);

const halfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

describe('quoteTotals properties', () => {
  it('rounds each line half up from its exact value', () => {
    fc.assert(
      fc.property(line, ({ raw, line: amounts }) => {
        const exact = BigInt(raw.thousandths) * BigInt(raw.price) * BigInt(10_000 - raw.hundredths);
        const net = BigInt(lineNetCents(amounts));
        // net is the integer nearest exact / 10^7, halves going up.
        expect(net * 20_000_000n).toBeLessThanOrEqual(exact * 2n + 10_000_000n);
        expect(net * 20_000_000n).toBeGreaterThan(exact * 2n - 10_000_000n);
        expect(net).toBeGreaterThanOrEqual(0n);
      }),
    );
  });

  it('sums its parts, rounds the VAT once per rate, and is never negative', () => {
    fc.assert(
      fc.property(fc.array(modestLine, { maxLength: 30 }), (generated) => {
        const lines = generated.map((entry) => entry.line);
        const totals = quoteTotals(lines);
        const nets = totals.lines.map((entry) => entry.net_cents);
        expect(nets).toEqual(lines.map(lineNetCents));
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(totals.net_cents).toBe(sum(nets));
        expect(totals.net_cents).toBe(sum(totals.by_rate.map((rate) => rate.taxable_cents)));
        expect(totals.vat_cents).toBe(sum(totals.by_rate.map((rate) => rate.vat_cents)));
        expect(totals.gross_cents).toBe(totals.net_cents + totals.vat_cents);
        const rates = totals.by_rate.map((rate) => rate.vat_rate);
        expect(rates).toEqual(
          [...new Set(lines.map((entry) => entry.vat_rate))].sort((a, b) => b - a),
        );
        for (const rate of totals.by_rate) {
          const taxable = sum(
            lines.flatMap((entry, index) =>
              entry.vat_rate === rate.vat_rate ? [nets[index] ?? 0] : [],
            ),
          );
          expect(rate.taxable_cents).toBe(taxable);
          expect(BigInt(rate.vat_cents)).toBe(
            halfUp(BigInt(taxable) * BigInt(rate.vat_rate), 100n),
          );
        }
        for (const value of [totals.net_cents, totals.vat_cents, totals.gross_cents, ...nets]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        fc
          .array(modestLine, { maxLength: 20 })
          .chain((generated) =>
            fc.tuple(
              fc.constant(generated),
              fc.shuffledSubarray(generated, { minLength: generated.length }),
            ),
          ),
        ([original, shuffled]) => {
          const a = quoteTotals(original.map((entry) => entry.line));
          const b = quoteTotals(shuffled.map((entry) => entry.line));
          expect({ ...b, lines: [] }).toEqual({ ...a, lines: [] });
        },
      ),
    );
  });

  it('gives nothing at a full discount and the plain product without one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...vatRates),
        (quantity, price, vat) => {
          const base = { quantity, unit_price_cents: price, vat_rate: vat };
          expect(lineNetCents({ ...base, discount_pct: 100 })).toBe(0);
          expect(lineNetCents(base)).toBe(quantity * price);
        },
      ),
    );
  });
});
