import type { Installer, InstallerListQuery } from '@altalena/contracts';
import { Badge } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { formatDay, formatYesNo, todayInItaly, type ListColumn } from '../../scaffold';
import { insuranceState } from './insurance';

/** The insurance expiry, marked when it has passed or is near (30 days). */
export function InsuranceExpiry({ installer }: { installer: Installer }) {
  const text = formatDay(useIntl(), installer.insurance_expiry);
  const state = insuranceState(installer, todayInItaly());
  if (state !== 'expired' && state !== 'expiring') return text;
  return <Badge tone={state === 'expired' ? 'danger' : 'warning'}>{text}</Badge>;
}

/** The columns of the installer list. */
export const installerColumns: ListColumn<Installer, InstallerListQuery>[] = [
  {
    id: 'company_name',
    header: 'field.installer.company_name',
    cell: (row) => row.company_name,
    sortable: true,
  },
  { id: 'city', header: 'field.installer.city', cell: (row) => row.city, sortable: true },
  { id: 'email', header: 'field.installer.email', cell: (row) => row.email },
  { id: 'phone', header: 'field.installer.phone', cell: (row) => row.phone },
  {
    id: 'insurance_expiry',
    header: 'field.installer.insurance_expiry',
    cell: (row) => <InsuranceExpiry installer={row} />,
    sortable: true,
  },
  {
    id: 'is_active',
    header: 'field.installer.is_active',
    cell: (row, intl) => formatYesNo(intl, row.is_active),
  },
];
