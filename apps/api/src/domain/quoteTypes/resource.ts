import {
  quoteType,
  quoteTypeListQuery,
  quoteTypePatch,
  quoteTypeWrite,
  type QuoteType,
} from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import { quotes, quoteTypes } from '../../db/schema';
import {
  countWhere,
  dependentsConflict,
  defineResource,
  trackedDto,
  type TableRow,
} from '../../resources/crud';

/** The quote type as the API shows it. */
export function quoteTypeDto(row: TableRow<typeof quoteTypes>): QuoteType {
  return trackedDto(row, {
    code: row.code,
    label_it: row.label_it,
    label_en: row.label_en,
    default_vat_rate: row.default_vat_rate,
    validity_days: Number(row.validity_days),
    is_active: row.is_active,
  });
}

/** `quote-types/`: admin only. */
export const quoteTypesResource = defineResource({
  path: 'quote-types',
  entity: 'quote_type',
  tag: 'quote-types',
  table: quoteTypes,
  adminOnly: true,
  item: quoteType,
  write: quoteTypeWrite,
  patch: quoteTypePatch,
  listQuery: quoteTypeListQuery,
  search: [quoteTypes.code, quoteTypes.label_it, quoteTypes.label_en],
  ordering: {
    code: quoteTypes.code,
    label_it: quoteTypes.label_it,
    label_en: quoteTypes.label_en,
    created_at: quoteTypes.created_at,
  },
  defaultOrdering: ['code'],
  filters: (query) => [
    query.is_active ? eq(quoteTypes.is_active, query.is_active === 'true') : undefined,
  ],
  toDto: quoteTypeDto,
  csv: {
    entity: 'quoteType',
    filename: 'quote-types',
    columns: [
      { field: 'code' },
      { field: 'label_it' },
      { field: 'label_en' },
      { field: 'default_vat_rate', enum: 'enum.vatRate' },
      { field: 'validity_days', type: 'int' },
      { field: 'is_active', type: 'bool' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  uniqueFields: { quote_types_code_unique: 'code' },
  async beforeDelete({ tx }, existing) {
    const count = await countWhere(tx, quotes, quotes.quote_type_id, existing.id);
    if (count > 0) throw dependentsConflict('quote_type_in_use', 'quotes', count);
  },
});
