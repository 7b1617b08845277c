import type { Installer } from '@altalena/contracts';

/** Days before the expiry when the insurance starts to need attention. */
export const INSURANCE_WARNING_DAYS = 30;

/** Where an installer's insurance stands on `today` (`YYYY-MM-DD`, Italian calendar). */
export function insuranceState(
  installer: Pick<Installer, 'insurance_expiry'>,
  today: string,
): 'missing' | 'expired' | 'expiring' | 'valid' {
  const expiry = installer.insurance_expiry;
  if (!expiry) return 'missing';
  if (expiry < today) return 'expired';
  const warnFrom = new Date(`${today}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() + INSURANCE_WARNING_DAYS);
  return expiry <= warnFrom.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}

/** Today's date in Italy (`YYYY-MM-DD`), the calendar the office works in. */
export function todayInItaly(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}
