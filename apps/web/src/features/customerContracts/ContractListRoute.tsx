import { contractStatuses, type CustomerContract } from '@altalena/contracts';
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
import { customerContractsCatalog } from './catalog';

const columns: ListColumn<CustomerContract>[] = [
  {
    id: 'number',
    header: 'field.customerContract.number',
    cell: (row) => row.number,
    sortable: true,
  },
  {
    id: 'customer_name',
    header: 'field.customerContract.customer_name',
    cell: (row) => row.customer_name,
    sortable: true,
  },
  {
    id: 'status',
    header: 'field.customerContract.status',
    cell: (row) => <StatusBadge kind="contract" value={row.status} />,
    sortable: true,
  },
  {
    id: 'start_date',
    header: 'field.customerContract.start_date',
    cell: (row, intl) => formatDay(intl, row.start_date),
    sortable: true,
  },
  {
    id: 'end_date',
    header: 'field.customerContract.end_date',
    cell: (row, intl) => formatDay(intl, row.end_date),
    sortable: true,
  },
  {
    id: 'amount_cents',
    header: 'field.customerContract.amount_cents',
    cell: (row, intl) => formatCents(intl, row.amount_cents),
    align: 'end',
  },
];

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
          {
            kind: 'choice',
            param: 'status',
            label: 'field.customerContract.status',
            options: contractStatuses.map((status) => ({
              value: status,
              label: `status.contract.${status}`,
            })),
          },
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
