import type { Installer, InstallerContract } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Alert, Badge, StatusBadge } from '@altalena/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DetailSection,
  RelatedList,
  ResourceDetailPage,
  formatCents,
  formatDay,
  formatYesNo,
  useIdParam,
  type ListColumn,
  useResources,
  todayInItaly,
  NewRecordButton,
  deactivateInstead,
} from '../../scaffold';
import { installersCatalog } from './catalog';
import { insuranceState } from './insurance';

const contractColumns: ListColumn<InstallerContract>[] = [
  { id: 'number', header: 'field.installerContract.number', cell: (row) => row.number },
  {
    id: 'status',
    header: 'field.installerContract.status',
    cell: (row) => <StatusBadge kind="contract" value={row.status} />,
  },
  {
    id: 'scope',
    header: 'field.installerContract.scope',
    cell: (row, intl) =>
      row.scope
        .map((scope) => intl.formatMessage({ id: `enum.installerScope.${scope}` }))
        .join(', '),
  },
  {
    id: 'end_date',
    header: 'field.installerContract.end_date',
    cell: (row, intl) => formatDay(intl, row.end_date),
  },
  {
    id: 'amount_cents',
    header: 'field.installerContract.amount_cents',
    cell: (row, intl) => formatCents(intl, row.amount_cents),
    align: 'end',
  },
];

/** The warning of an expired insurance, or of one expiring within 30 days. */
function InsuranceWarning({ installer }: { installer: Installer }) {
  const intl = useIntl();
  const state = insuranceState(installer, todayInItaly());
  if (state !== 'expired' && state !== 'expiring') return null;
  return (
    <Alert tone={state === 'expired' ? 'danger' : 'warning'}>
      {intl.formatMessage(
        {
          id:
            state === 'expired' ? 'installers.insurance.expired' : 'installers.insurance.expiring',
        },
        { date: formatDay(intl, installer.insurance_expiry) },
      )}
    </Alert>
  );
}

function InstallerDetail({ installer }: { installer: Installer }) {
  const intl = useIntl();
  const resources = useResources();
  return (
    <>
      <DetailSection
        titleId="installers.detail.section.data"
        fields={[
          { label: 'field.installer.vat_number', value: installer.vat_number },
          { label: 'field.installer.email', value: installer.email },
          { label: 'field.installer.phone', value: installer.phone },
          { label: 'field.installer.contact_person', value: installer.contact_person },
          {
            label: 'field.installer.address',
            value: [installer.address, installer.city].filter(Boolean).join(', '),
          },
          { label: 'field.installer.is_active', value: formatYesNo(intl, installer.is_active) },
        ]}
      />
      <DetailSection
        titleId="installers.detail.section.insurance"
        fields={[
          { label: 'field.installer.insurance_policy', value: installer.insurance_policy },
          {
            label: 'field.installer.insurance_expiry',
            value: formatDay(intl, installer.insurance_expiry),
          },
          { label: 'field.installer.qualifications', value: installer.qualifications },
        ]}
      />
      <DetailSection
        titleId="installers.detail.contracts"
        actions={
          <NewRecordButton
            href={`/installers/contracts/create?installer_id=${installer.id}`}
            labelId="installers.detail.newContract"
          />
        }
      >
        <RelatedList
          resource={resources.installerContracts}
          query={{ installer_id: installer.id, ordering: '-start_date' }}
          labelId="installers.detail.contracts"
          columns={contractColumns}
          rowHref={(row) => `/installers/contracts/edit/${row.id}`}
          allHref={`/installers/contracts?installer_id=${installer.id}`}
          emptyText="installers.detail.contracts.empty"
        />
      </DetailSection>
    </>
  );
}

/** `/installers/{id}`: the installer, its insurance (with a warning when near or past) and contracts. */
export function Component() {
  const id = useIdParam();
  const resources = useResources();
  return (
    <FeatureMessages catalog={installersCatalog}>
      <ResourceDetailPage
        resource={resources.installers}
        id={id}
        list={{ href: '/installers', title: 'installers.list.title' }}
        titleOf={(installer) => installer.company_name}
        descriptionOf={(installer) => (
          <>
            {!installer.is_active && (
              <Badge tone="neutral">
                <FormattedMessage id="installers.detail.inactive" />
              </Badge>
            )}
            <InsuranceWarning installer={installer} />
          </>
        )}
        editHref={(installer) => `/installers/edit/${installer.id}`}
        archive={deactivateInstead}
      >
        {(installer) => <InstallerDetail installer={installer} />}
      </ResourceDetailPage>
    </FeatureMessages>
  );
}
