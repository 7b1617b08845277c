import { sql, type SQL } from 'drizzle-orm';

/** The company's time zone: "today", due dates, expiry and inspection years follow the Italian calendar. */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day `YYYY-MM-DD` of an instant in Europe/Rome. */
export function businessDay(instant: Date): string {
  const parts = Object.fromEntries(
    dayFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar year of an instant in Europe/Rome (23:30 UTC on 31 December is already next year there). */
export function businessYear(instant: Date): number {
  return Number(businessDay(instant).slice(0, 4));
}

/** The calendar day in Europe/Rome of a `timestamptz` SQL expression, as a SQL `date`. */
export function businessDayOf(expression: SQL): SQL {
  return sql`(${expression} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`;
}

/** The day `days` after a `YYYY-MM-DD` day, or null when it falls outside the years 1900–2999. */
export function addDays(day: string, days: number): string | null {
  // Beyond about a thousand years the answer is out of range anyway (and `Date` overflows).
  if (!Number.isInteger(days) || Math.abs(days) > 400_000) return null;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1900 || year > 2999) return null;
  return date.toISOString().slice(0, 10);
}
