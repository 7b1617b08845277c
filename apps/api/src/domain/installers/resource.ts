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
  trackedDto,
  type ResourceDefinition,
  type Row,
} from '../../resources/crud';

/** The installer as the API shows it. */
export function installerDto(row: Row): Installer {
  return trackedDto(row, {
    company_name: row.company_name as string,
    vat_number: row.vat_number as string,
    email: row.email as string,
    phone: (row.phone as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    contact_person: (row.contact_person as string | null) ?? null,
    qualifications: (row.qualifications as string | null) ?? null,
    insurance_policy: (row.insurance_policy as string | null) ?? null,
    insurance_expiry: (row.insurance_expiry as string | null) ?? null,
    is_active: row.is_active as boolean,
  });
}

/** `installers/`: admin only. */
export const installersResource: ResourceDefinition<Installer> = {
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
      ? gte(installers.insurance_expiry, query.insurance_expiry_from as string)
      : undefined,
    query.insurance_expiry_to
      ? lte(installers.insurance_expiry, query.insurance_expiry_to as string)
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
    const id = Number(existing.id);
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
};
