import { createIntl } from 'react-intl';
import { addDays, formatCents, formatDay, formatInstant, todayInItaly } from './format';

const italian = createIntl({ locale: 'it-IT' });
const english = createIntl({ locale: 'en-US' });

describe('formatting', () => {
  it('counts days in the Italian calendar', () => {
    expect(todayInItaly(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(todayInItaly(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('keeps the calendar day of a date whatever the time zone', () => {
    expect(formatDay(italian, '2026-01-01')).toBe('1 gen 2026');
    expect(formatDay(english, '2026-12-31')).toBe('Dec 31, 2026');
    expect(formatDay(italian, null)).toBe('');
  });

  it('shows instants in Italian time', () => {
    expect(formatInstant(italian, '2026-07-01T22:30:00Z')).toBe('2 lug 2026, 00:30');
  });

  it('shows cents as euros in the language’s format', () => {
    expect(formatCents(italian, 123450)).toBe('1234,50\u00a0€');
    expect(formatCents(english, 123450)).toBe('€1,234.50');
    expect(formatCents(italian, null)).toBe('');
  });
});
