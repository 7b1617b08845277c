import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'quoteTypes.list.title': 'Quote types',
  'quoteTypes.list.description': 'The kinds of quote, with their default VAT rate and validity.',
  'quoteTypes.list.create': 'New quote type',
  'quoteTypes.list.empty.title': 'No quote types yet',
  'quoteTypes.list.empty.description': 'Add the first kind of quote.',
  'quoteTypes.form.create': 'New quote type',
  'quoteTypes.form.edit': 'Quote type {code}',
} as const;

const it: Record<keyof typeof en, string> = {
  'quoteTypes.list.title': 'Tipi di preventivo',
  'quoteTypes.list.description': 'I tipi di preventivo, con aliquota IVA e validità predefinite.',
  'quoteTypes.list.create': 'Nuovo tipo di preventivo',
  'quoteTypes.list.empty.title': 'Ancora nessun tipo di preventivo',
  'quoteTypes.list.empty.description': 'Aggiungi il primo tipo di preventivo.',
  'quoteTypes.form.create': 'Nuovo tipo di preventivo',
  'quoteTypes.form.edit': 'Tipo di preventivo {code}',
};

/** The texts of the quote type screen, loaded with it. */
export const quoteTypesCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
