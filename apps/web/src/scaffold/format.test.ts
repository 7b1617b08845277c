import { createIntl } from 'react-intl';
import { formatCents, formatDay, formatInstant } from './format';

const italian = createIntl({ locale: 'it-IT' });
const english = createIntl({ locale: 'en-US' });

describe('formatting', () => {
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
