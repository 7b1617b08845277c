import type { CustomerContract } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { ResourceListPage, referenceFilter, useResources } from '../../scaffold';
import { contractColumns, contractStatusFilter } from '../../shared/contractParts';
import { customerContractsCatalog } from './catalog';

const columns = contractColumns<CustomerContract, 'customer_name'>('customerContract', {
  id: 'customer_name',
  header: 'field.customerContract.customer_name',
  cell: (row) => row.customer_name,
  sortable: true,
});

/** `/customers/contracts`: every customer contract, filtered by customer, status and dates. */
export function Component() {
  const resources = useResources();
  return (
    <FeatureMessages catalog={customerContractsCatalog}>
      <ResourceListPage
        resource={resources.customerContracts}
        titleId="customerContracts.list.title"
        descriptionId="customerContracts.list.description"
        columns={columns}
        filters={[
          referenceFilter({
            param: 'customer_id',
            label: 'field.customerContract.customer_id',
            resource: resources.customers,
            labelOf: (customer) => customer.name,
          }),
          contractStatusFilter('customerContract'),
          { kind: 'date', param: 'active_on', label: 'customerContracts.filter.activeOn' },
          { kind: 'date', param: 'end_date_from', label: 'customerContracts.filter.endFrom' },
          { kind: 'date', param: 'end_date_to', label: 'customerContracts.filter.endTo' },
        ]}
        defaultOrdering="-start_date"
        createHref="/customers/contracts/create"
        createLabel="customerContracts.list.create"
        rowHref={(row) => `/customers/contracts/edit/${row.id}`}
        emptyTitle="customerContracts.list.empty.title"
        emptyDescription="customerContracts.list.empty.description"
      />
    </FeatureMessages>
  );
}
