import { installer, installerListQuery, installerPatch, installerWrite } from '@altalena/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installers } from '../db/schema';
import { columnValues, defineResource, trackedDto } from './crud';

// The type-level half of this file: `tsc --noEmit -p apps/api` checks it (every `@ts-expect-error` must
// stay an error), so a definition's hooks cannot read a misspelt column or use one as the wrong type.
const typed = defineResource({
  path: 'typed',
  entity: 'typed',
  tag: 'typed',
  table: installers,
  adminOnly: true,
  item: installer,
  write: installerWrite,
  patch: installerPatch,
  listQuery: installerListQuery,
  derived: { contract_count: sql<number>`0` },
  search: [installers.company_name],
  ordering: { company_name: installers.company_name },
  defaultOrdering: ['company_name'],
  filters: (query) => [
    // @ts-expect-error the list query has no such filter
    query.insurance_expiry_since ? sql`true` : undefined,
    query.is_active ? sql`true` : undefined,
  ],
  toDto: (row) => {
    // @ts-expect-error a misspelt column
    void row.company;
    // @ts-expect-error a derived field has the type its `sql<T>` declares
    const countText: string = row.contract_count;
    void countText;
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
  },
  prepareCreate(_ctx, body) {
    // @ts-expect-error the body's fields have the write schema's types
    const vat: number = body.vat_number;
    void vat;
    const values = columnValues(installers, body);
    // @ts-expect-error column values have the column's type
    values.is_active = 'yes';
    return values;
  },
  canWrite: (_actor, _action, row) => row?.is_active === true,
});

describe('defineResource', () => {
  it('keeps the definition as written, hooks included', () => {
    expect(typed.table).toBe(installers);
    expect(typed.derived?.contract_count).toBeDefined();
    expect(typed.canWrite?.({ id: 1, is_admin: false } as never, 'update', undefined)).toBe(false);
  });

  it('gives columnValues only the writable columns of the body', () => {
    const values = columnValues(installers, {
      company_name: 'Giochi Srl',
      id: 7,
      version: 3,
      park_ids: [1],
      city: undefined,
    });
    expect(values).toEqual({ company_name: 'Giochi Srl' });
  });
});
