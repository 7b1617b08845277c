import type { InstallerContract } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { ResourceListPage, referenceFilter, useResources } from '../../scaffold';
import { contractColumns, contractStatusFilter } from '../../shared/contractParts';
import { installerContractsCatalog } from './catalog';

const columns = contractColumns<InstallerContract, 'installer_name'>(
  'installerContract',
  {
    id: 'installer_name',
    header: 'field.installerContract.installer_name',
    cell: (row) => row.installer_name,
    sortable: true,
  },
  [
    {
      id: 'scope',
      header: 'field.installerContract.scope',
      cell: (row, intl) =>
        row.scope
          .map((scope) => intl.formatMessage({ id: `enum.installerScope.${scope}` }))
          .join(', '),
    },
  ],
);

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
          contractStatusFilter('installerContract'),
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
