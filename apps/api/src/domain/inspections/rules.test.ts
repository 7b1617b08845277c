import { describe, expect, it } from 'vitest';
import { businessDay, businessYear } from '../../resources/calendar';
import { formatYearlyNumber } from '../../resources/numbering';
import { inspectionOutcome, worstRisk } from './rules';

describe('inspection rules', () => {
  it('numbers by the Italian calendar year, zero-padded', () => {
    expect(businessYear(new Date('2031-12-31T22:59:59Z'))).toBe(2031);
    expect(businessYear(new Date('2031-12-31T23:00:00Z'))).toBe(2032);
    expect(businessDay(new Date('2032-07-31T22:30:00Z'))).toBe('2032-08-01');
    expect(formatYearlyNumber(2032, 7)).toBe('2032/0007');
    expect(formatYearlyNumber(2032, 12345)).toBe('2032/12345');
  });

  it('takes the worst risk and derives the outcome (EN 1176-7)', () => {
    expect(worstRisk([])).toBeNull();
    expect(worstRisk(['low', 'medium', 'low'])).toBe('medium');
    expect(worstRisk(['high', 'very_high'])).toBe('very_high');
    expect(inspectionOutcome([], ['ok', 'fixed_on_site', 'not_applicable', null])).toBe(
      'compliant',
    );
    expect(inspectionOutcome([], ['ok', 'defect'])).toBe('with_remarks');
    expect(inspectionOutcome([], ['not_inspectable'])).toBe('with_remarks');
    expect(inspectionOutcome(['low', 'medium'], ['ok'])).toBe('with_remarks');
    expect(inspectionOutcome(['low', 'high'], ['ok'])).toBe('non_compliant');
    expect(inspectionOutcome(['very_high'], [])).toBe('non_compliant');
  });
});
