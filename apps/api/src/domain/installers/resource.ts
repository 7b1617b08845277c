import {
  installer,
  installerListQuery,
  installerPatch,
  installerWrite,
  type Installer,
} from '@altalena/contracts';
import { eq, gte, lte, sql } from 'drizzle-orm';
import { installerContracts, installers, quotes, toys } from '../../db/schema';
import {
  countWhere,
  dependentsConflict,
  defineResource,
  trackedDto,
  type TableRow,
} from '../../resources/crud';

/** The installer as the API shows it. */
export function installerDto(row: TableRow<typeof installers>): Installer {
  return trackedDto(row, {
    company_name: row.company_name,
    vat_number: row.vat_number,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    contact_person: row.contact_person,
    qualifications: row.qualifications,
    insurance_policy: row.insurance_policy,
    insurance_expiry: row.insurance_expiry,
    is_active: row.is_active,
  });
}

/** `installers/`: admin only. */
export const installersResource = defineResource({
  path: 'installers',
  entity: 'installer',
  tag: 'installers',
  table: installers,
  adminOnly: true,
  item: installer,
  write: installerWrite,
  patch: installerPatch,
  listQuery: installerListQuery,
  search: [
    installers.company_name,
    installers.city,
    installers.email,
    installers.vat_number,
    installers.contact_person,
  ],
  ordering: {
    company_name: installers.company_name,
    city: installers.city,
    insurance_expiry: installers.insurance_expiry,
    created_at: installers.created_at,
  },
  defaultOrdering: ['company_name'],
  filters: (query) => [
    query.is_active ? eq(installers.is_active, query.is_active === 'true') : undefined,
    query.insurance_expiry_from
      ? gte(installers.insurance_expiry, query.insurance_expiry_from)
      : undefined,
    query.insurance_expiry_to
      ? lte(installers.insurance_expiry, query.insurance_expiry_to)
      : undefined,
    typeof query.city === 'string'
      ? sql`lower(${installers.city}) = lower(${query.city.trim()})`
      : undefined,
  ],
  toDto: installerDto,
  csv: {
    entity: 'installer',
    filename: 'installers',
    columns: [
      { field: 'company_name' },
      { field: 'vat_number' },
      { field: 'email' },
      { field: 'phone' },
      { field: 'address' },
      { field: 'city' },
      { field: 'contact_person' },
      { field: 'qualifications' },
      { field: 'insurance_policy' },
      { field: 'insurance_expiry', type: 'date' },
      { field: 'is_active', type: 'bool' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  async beforeDelete({ tx }, existing) {
    const id = existing.id;
    const contractCount = await countWhere(
      tx,
      installerContracts,
      installerContracts.installer_id,
      id,
    );
    if (contractCount > 0) {
      throw dependentsConflict('installer_has_contracts', 'contracts', contractCount);
    }
    const toyCount = await countWhere(tx, toys, toys.installer_id, id);
    if (toyCount > 0) throw dependentsConflict('installer_has_toys', 'toys', toyCount);
    const quoteCount = await countWhere(tx, quotes, quotes.installer_id, id);
    if (quoteCount > 0) throw dependentsConflict('installer_has_quotes', 'quotes', quoteCount);
  },
});
