import { customerTypes, type Customer, type CustomerListQuery } from '@altalena/contracts';
import { Badge } from '@altalena/ui';
import type { ListColumn, ListFilter } from '../../scaffold';

/** The columns of the customer list. */
export const customerColumns: ListColumn<Customer, CustomerListQuery>[] = [
  { id: 'name', header: 'field.customer.name', cell: (row) => row.name, sortable: true },
  {
    id: 'customer_type',
    header: 'field.customer.customer_type',
    cell: (row, intl) => intl.formatMessage({ id: `enum.customerType.${row.customer_type}` }),
    sortable: true,
  },
  { id: 'city', header: 'field.customer.city', cell: (row) => row.city, sortable: true },
  { id: 'province', header: 'field.customer.province', cell: (row) => row.province },
  { id: 'email', header: 'field.customer.email', cell: (row) => row.email },
  { id: 'phone', header: 'field.customer.phone', cell: (row) => row.phone },
  {
    id: 'is_active',
    header: 'field.customer.is_active',
    cell: (row, intl) =>
      row.is_active ? (
        intl.formatMessage({ id: 'web.list.filter.yes' })
      ) : (
        <Badge tone="neutral">{intl.formatMessage({ id: 'customers.detail.inactive' })}</Badge>
      ),
  },
];

/** The filters of the customer list (those `GET customers/` takes). */
export const customerFilters: ListFilter<CustomerListQuery>[] = [
  {
    kind: 'choice',
    param: 'customer_type',
    label: 'field.customer.customer_type',
    options: customerTypes.map((type) => ({ value: type, label: `enum.customerType.${type}` })),
  },
  { kind: 'boolean', param: 'is_active', label: 'field.customer.is_active' },
  { kind: 'boolean', param: 'is_public_body', label: 'field.customer.is_public_body' },
  { kind: 'text', param: 'province', label: 'field.customer.province' },
];
