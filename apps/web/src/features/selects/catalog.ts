import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'selects.list.title': 'Selectable lists',
  'selects.list.description':
    'The choices offered in the forms: equipment types, surfaces, site types and materials.',
  'selects.list.create': 'New entry',
  'selects.list.empty.title': 'This list is empty',
  'selects.list.empty.description': 'Add its first entry.',
  'selects.tabs': 'Lists',
  'selects.form.create': 'New entry',
  'selects.form.edit': 'Entry {code}',
  'selects.active.toggle': 'Active: {label}',
} as const;

const it: Record<keyof typeof en, string> = {
  'selects.list.title': 'Liste di selezione',
  'selects.list.description':
    'Le scelte offerte nei moduli: tipi di attrezzatura, pavimentazioni, tipi di area e materiali.',
  'selects.list.create': 'Nuova voce',
  'selects.list.empty.title': 'Questa lista è vuota',
  'selects.list.empty.description': 'Aggiungi la sua prima voce.',
  'selects.tabs': 'Liste',
  'selects.form.create': 'Nuova voce',
  'selects.form.edit': 'Voce {code}',
  'selects.active.toggle': 'Attiva: {label}',
};

/** The texts of the selectable lists screen, loaded with it. */
export const selectsCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
