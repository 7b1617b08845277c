import type { Installer } from '@altalena/contracts';
import { addDays } from '../../scaffold';

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
  return expiry <= addDays(today, INSURANCE_WARNING_DAYS) ? 'expiring' : 'valid';
}
