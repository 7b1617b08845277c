import type { IntlShape } from 'react-intl';

/** A calendar day (`YYYY-MM-DD`) in the user's language; empty for none. */
export function formatDay(intl: IntlShape, day: string | null | undefined): string {
  if (!day) return '';
  // A date without time is midnight UTC: formatting it in UTC keeps the same calendar day everywhere.
  return intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** An instant in the user's language, in Italian time; empty for none. */
export function formatInstant(intl: IntlShape, instant: string | null | undefined): string {
  if (!instant) return '';
  return intl.formatDate(instant, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  });
}

/** Integer euro cents as an amount in euros; empty for none. */
export function formatCents(intl: IntlShape, cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}

/** Yes or No in the user's language. */
export function formatYesNo(intl: IntlShape, value: boolean): string {
  return intl.formatMessage({ id: value ? 'web.list.filter.yes' : 'web.list.filter.no' });
}

/** Today's date in Italy (`YYYY-MM-DD`), the calendar the office works in. */
export function todayInItaly(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** The calendar day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
