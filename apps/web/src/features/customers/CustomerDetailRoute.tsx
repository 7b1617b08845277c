import type { Customer, CustomerContract, CustomerUser, Park } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Badge, StatusBadge } from '@altalena/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DetailSection,
  RelatedList,
  ResourceDetailPage,
  formatDay,
  formatYesNo,
  useIdParam,
  type ListColumn,
  useResources,
  NewRecordButton,
  deactivateInstead,
} from '../../scaffold';
import { customersCatalog } from './catalog';

const contractColumns: ListColumn<CustomerContract>[] = [
  { id: 'number', header: 'field.customerContract.number', cell: (row) => row.number },
  {
    id: 'status',
    header: 'field.customerContract.status',
    cell: (row) => <StatusBadge kind="contract" value={row.status} />,
  },
  {
    id: 'start_date',
    header: 'field.customerContract.start_date',
    cell: (row, intl) => formatDay(intl, row.start_date),
  },
  {
    id: 'end_date',
    header: 'field.customerContract.end_date',
    cell: (row, intl) => formatDay(intl, row.end_date),
  },
];

const parkColumns: ListColumn<Park>[] = [
  { id: 'code', header: 'field.park.code', cell: (row) => row.code },
  { id: 'name', header: 'field.park.name', cell: (row) => row.name },
  { id: 'city', header: 'field.park.city', cell: (row) => row.city },
  {
    id: 'status',
    header: 'field.park.status',
    cell: (row) => <StatusBadge kind="park" value={row.status} />,
  },
];

const userColumns: ListColumn<CustomerUser>[] = [
  { id: 'username', header: 'field.user.username', cell: (row) => row.username },
  {
    id: 'name',
    header: 'field.user.last_name',
    cell: (row) => `${row.first_name} ${row.last_name}`.trim(),
  },
  { id: 'email', header: 'field.user.email', cell: (row) => row.email },
  {
    id: 'is_active',
    header: 'field.user.is_active',
    cell: (row, intl) => formatYesNo(intl, row.is_active),
  },
];

function CustomerDetail({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const resources = useResources();
  return (
    <>
      <DetailSection
        titleId="customers.detail.section.data"
        fields={[
          {
            label: 'field.customer.customer_type',
            value: intl.formatMessage({ id: `enum.customerType.${customer.customer_type}` }),
          },
          {
            label: 'field.customer.is_public_body',
            value: formatYesNo(intl, customer.is_public_body),
          },
          { label: 'field.customer.vat_number', value: customer.vat_number },
          { label: 'field.customer.tax_code', value: customer.tax_code },
          { label: 'field.customer.sdi_code', value: customer.sdi_code },
          { label: 'field.customer.notes', value: customer.notes },
        ]}
      />
      <DetailSection
        titleId="customers.detail.section.contacts"
        fields={[
          { label: 'field.customer.email', value: customer.email },
          { label: 'field.customer.pec', value: customer.pec },
          { label: 'field.customer.phone', value: customer.phone },
          { label: 'field.customer.contact_person', value: customer.contact_person },
          {
            label: 'field.customer.address',
            value: [
              customer.address,
              [customer.zip, customer.city].filter(Boolean).join(' '),
              customer.province,
            ]
              .filter(Boolean)
              .join(', '),
          },
        ]}
      />
      <DetailSection
        titleId="customers.detail.contracts"
        actions={
          <NewRecordButton
            href={`/customers/contracts/create?customer_id=${customer.id}`}
            labelId="customers.detail.newContract"
          />
        }
      >
        <RelatedList
          resource={resources.customerContracts}
          query={{ customer_id: customer.id, ordering: '-start_date' }}
          labelId="customers.detail.contracts"
          columns={contractColumns}
          rowHref={(row) => `/customers/contracts/edit/${row.id}`}
          allHref={`/customers/contracts?customer_id=${customer.id}`}
          emptyText="customers.detail.contracts.empty"
        />
      </DetailSection>
      <DetailSection titleId="customers.detail.parks">
        <RelatedList
          resource={resources.parks}
          query={{ customer_id: customer.id, ordering: 'name' }}
          labelId="customers.detail.parks"
          columns={parkColumns}
          rowHref={(row) => `/parks/${row.id}`}
          allHref={`/parks?customer_id=${customer.id}`}
          emptyText="customers.detail.parks.empty"
        />
      </DetailSection>
      <DetailSection titleId="customers.detail.users">
        <RelatedList
          resource={resources.customerUsers}
          query={{ customer_id: customer.id, ordering: 'username' }}
          labelId="customers.detail.users"
          columns={userColumns}
          allHref={`/users/customer?customer_id=${customer.id}`}
          emptyText="customers.detail.users.empty"
        />
      </DetailSection>
    </>
  );
}

/** `/customers/{id}`: the customer's data, and its contracts, parks and users, each linked. */
export function Component() {
  const id = useIdParam();
  const resources = useResources();
  return (
    <FeatureMessages catalog={customersCatalog}>
      <ResourceDetailPage
        resource={resources.customers}
        id={id}
        list={{ href: '/customers', title: 'customers.list.title' }}
        titleOf={(customer) => customer.name}
        descriptionOf={(customer) =>
          customer.is_active ? undefined : (
            <Badge tone="neutral">
              <FormattedMessage id="customers.detail.inactive" />
            </Badge>
          )
        }
        editHref={(customer) => `/customers/edit/${customer.id}`}
        archive={deactivateInstead}
      >
        {(customer) => <CustomerDetail customer={customer} />}
      </ResourceDetailPage>
    </FeatureMessages>
  );
}
