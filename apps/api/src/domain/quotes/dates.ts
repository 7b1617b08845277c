/** The company's time zone: "today" for issue dates and expiry is the Italian calendar day. */
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
