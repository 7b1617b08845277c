import { contractStatuses, type InstallerContract } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { StatusBadge } from '@altalena/ui';
import {
  ResourceListPage,
  formatCents,
  formatDay,
  referenceFilter,
  type ListColumn,
  useResources,
} from '../../scaffold';
import { installerContractsCatalog } from './catalog';

const columns: ListColumn<InstallerContract>[] = [
  {
    id: 'number',
    header: 'field.installerContract.number',
    cell: (row) => row.number,
    sortable: true,
  },
  {
    id: 'installer_name',
    header: 'field.installerContract.installer_name',
    cell: (row) => row.installer_name,
    sortable: true,
  },
  {
    id: 'status',
    header: 'field.installerContract.status',
    cell: (row) => <StatusBadge kind="contract" value={row.status} />,
    sortable: true,
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
    id: 'start_date',
    header: 'field.installerContract.start_date',
    cell: (row, intl) => formatDay(intl, row.start_date),
    sortable: true,
  },
  {
    id: 'end_date',
    header: 'field.installerContract.end_date',
    cell: (row, intl) => formatDay(intl, row.end_date),
    sortable: true,
  },
  {
    id: 'amount_cents',
    header: 'field.installerContract.amount_cents',
    cell: (row, intl) => formatCents(intl, row.amount_cents),
    align: 'end',
  },
];

/** `/installers/contracts`: every installer contract, filtered by installer, status and date. */
export function Component() {
  const resources = useResources();
  return (
    <FeatureMessages catalog={installerContractsCatalog}>
      <ResourceListPage
        resource={resources.installerContracts}
        titleId="installerContracts.list.title"
        descriptionId="installerContracts.list.description"
        columns={columns}
        filters={[
          referenceFilter({
            param: 'installer_id',
            label: 'field.installerContract.installer_id',
            resource: resources.installers,
            labelOf: (installer) => installer.company_name,
          }),
          {
            kind: 'choice',
            param: 'status',
            label: 'field.installerContract.status',
            options: contractStatuses.map((status) => ({
              value: status,
              label: `status.contract.${status}`,
            })),
          },
          { kind: 'date', param: 'active_on', label: 'installerContracts.filter.activeOn' },
        ]}
        defaultOrdering="-start_date"
        createHref="/installers/contracts/create"
        createLabel="installerContracts.list.create"
        rowHref={(row) => `/installers/contracts/edit/${row.id}`}
        emptyTitle="installerContracts.list.empty.title"
        emptyDescription="installerContracts.list.empty.description"
      />
    </FeatureMessages>
  );
}
