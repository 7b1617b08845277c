import { quoteTotals } from '@altalena/contracts';
import { liveTotals } from './liveTotals';

describe('live totals of a quote being typed', () => {
  it('are the server’s totals once every amount is valid', () => {
    const lines = [
      { quantity: 2, unit_price_cents: 12_550, discount_pct: 10, vat_rate: 22 },
      { quantity: 1.5, unit_price_cents: 4_000, discount_pct: 0, vat_rate: 10 },
      { quantity: 3, unit_price_cents: 999, discount_pct: 0, vat_rate: 22 },
    ] as const;
    expect(liveTotals(lines)).toEqual(quoteTotals(lines));
    expect(liveTotals(lines)).toMatchObject({
      net_cents: 22_590 + 6_000 + 2_997,
      by_rate: [
        { vat_rate: 22, taxable_cents: 25_587, vat_cents: 5_629 },
        { vat_rate: 10, taxable_cents: 6_000, vat_cents: 600 },
      ],
    });
  });

  it('count an amount the contract refuses as nothing, never throwing', () => {
    const totals = liveTotals([
      { quantity: 1, unit_price_cents: null, discount_pct: null, vat_rate: 22 },
      { quantity: '2,', unit_price_cents: 5_000, discount_pct: 0, vat_rate: 22 },
      { quantity: 1.0001, unit_price_cents: 5_000, discount_pct: 0, vat_rate: 22 },
      { quantity: 1, unit_price_cents: 5_000, discount_pct: 150, vat_rate: 22 },
      { quantity: 1, unit_price_cents: -1, discount_pct: 0, vat_rate: 7 },
    ]);
    expect(totals.lines.map((line) => line.net_cents)).toEqual([0, 0, 0, 5_000, 0]);
    expect(totals).toMatchObject({ net_cents: 5_000, vat_cents: 1_100, gross_cents: 6_100 });
  });
});
