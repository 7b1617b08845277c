import {
  customer,
  customerListQuery,
  customerPatch,
  customerWrite,
  type Customer,
} from '@altalena/contracts';
import { eq, sql } from 'drizzle-orm';
import { customerContracts, customers, parks, users } from '../../db/schema';
import {
  countWhere,
  defineResource,
  dependentsConflict,
  trackedDto,
  type TableRow,
} from '../../resources/crud';

/** The customer as the API shows it. */
export function customerDto(row: TableRow<typeof customers>): Customer {
  return trackedDto(row, {
    name: row.name,
    customer_type: row.customer_type,
    is_public_body: row.is_public_body,
    vat_number: row.vat_number,
    tax_code: row.tax_code,
    sdi_code: row.sdi_code,
    pec: row.pec,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    zip: row.zip,
    province: row.province,
    country: row.country,
    contact_person: row.contact_person,
    notes: row.notes,
    is_active: row.is_active,
  });
}

/** `customers/`: admin only. */
export const customersResource = defineResource({
  path: 'customers',
  entity: 'customer',
  tag: 'customers',
  table: customers,
  adminOnly: true,
  item: customer,
  write: customerWrite,
  patch: customerPatch,
  listQuery: customerListQuery,
  search: [
    customers.name,
    customers.city,
    customers.email,
    customers.vat_number,
    customers.contact_person,
  ],
  ordering: {
    name: customers.name,
    city: customers.city,
    customer_type: customers.customer_type,
    created_at: customers.created_at,
    updated_at: customers.updated_at,
  },
  defaultOrdering: ['name'],
  filters: (query) => [
    query.customer_type ? eq(customers.customer_type, query.customer_type) : undefined,
    query.is_active ? eq(customers.is_active, query.is_active === 'true') : undefined,
    query.is_public_body
      ? eq(customers.is_public_body, query.is_public_body === 'true')
      : undefined,
    query.province ? sql`upper(${customers.province}) = upper(${query.province})` : undefined,
  ],
  toDto: customerDto,
  csv: {
    entity: 'customer',
    filename: 'customers',
    columns: [
      { field: 'name' },
      { field: 'customer_type', enum: 'enum.customerType' },
      { field: 'is_public_body', type: 'bool' },
      { field: 'vat_number' },
      { field: 'tax_code' },
      { field: 'sdi_code' },
      { field: 'pec' },
      { field: 'email' },
      { field: 'phone' },
      { field: 'address' },
      { field: 'city' },
      { field: 'zip' },
      { field: 'province' },
      { field: 'country' },
      { field: 'contact_person' },
      { field: 'is_active', type: 'bool' },
      { field: 'notes' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  async beforeDelete({ tx }, existing) {
    const id = existing.id;
    const parkCount = await countWhere(tx, parks, parks.customer_id, id);
    if (parkCount > 0) throw dependentsConflict('customer_has_parks', 'parks', parkCount);
    const contractCount = await countWhere(
      tx,
      customerContracts,
      customerContracts.customer_id,
      id,
    );
    if (contractCount > 0) {
      throw dependentsConflict('customer_has_contracts', 'contracts', contractCount);
    }
    const userCount = await countWhere(tx, users, users.customer_id, id);
    if (userCount > 0) throw dependentsConflict('customer_has_users', 'users', userCount);
  },
});
