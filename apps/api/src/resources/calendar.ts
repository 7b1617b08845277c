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

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Europe/Rome of an instant, read as if it were UTC (milliseconds). */
function businessWallClock(instant: Date): number {
  const parts: Record<string, number> = Object.fromEntries(
    wallClockFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** The hour (0–23) of an instant in Europe/Rome. */
export function businessHour(instant: Date): number {
  return new Date(businessWallClock(instant)).getUTCHours();
}

/**
 * The instant at which the clocks of Europe/Rome show `hour`:00 on the `YYYY-MM-DD` day. On the spring
 * day whose 02:00 does not exist, the hour that does (03:00 summer time).
 */
export function businessInstant(day: string, hour: number): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  let instant = wall;
  // The offset of Rome (one or two hours) at the guess; a second pass settles the days clocks change.
  for (let pass = 0; pass < 2; pass++) {
    instant = wall - (businessWallClock(new Date(instant)) - instant);
  }
  return new Date(instant);
}

/** The ISO 8601 week of a `YYYY-MM-DD` day, as `2026-W49` (weeks start on Monday). */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  // The Thursday of the week decides its year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}
