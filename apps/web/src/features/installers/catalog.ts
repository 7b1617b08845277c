import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'installers.list.title': 'Installers',
  'installers.list.description': 'The companies that install and repair play equipment for you.',
  'installers.list.create': 'New installer',
  'installers.list.empty.title': 'No installers yet',
  'installers.list.empty.description': 'Add the first installer: then its contracts.',
  'installers.form.create': 'New installer',
  'installers.form.edit': 'Edit {name}',
  'installers.form.section.company': 'Company',
  'installers.form.section.insurance': 'Qualifications and insurance',
  'installers.detail.section.data': 'Details',
  'installers.detail.section.insurance': 'Insurance',
  'installers.detail.contracts': 'Contracts',
  'installers.detail.contracts.empty': 'No contracts yet.',
  'installers.detail.newContract': 'New contract',
  'installers.detail.inactive': 'Archived',
  'installers.insurance.expired': 'The insurance expired on {date}.',
  'installers.insurance.expiring': 'The insurance expires on {date}, within 30 days.',
  'installers.insurance.missing': 'No insurance expiry is recorded.',
  'installers.filter.insuranceTo': 'Insurance expiring by',
  'installers.filter.city': 'City',
} as const;

const it: Record<keyof typeof en, string> = {
  'installers.list.title': 'Installatori',
  'installers.list.description':
    'Le ditte che installano e riparano le attrezzature per conto tuo.',
  'installers.list.create': 'Nuovo installatore',
  'installers.list.empty.title': 'Ancora nessun installatore',
  'installers.list.empty.description': 'Aggiungi il primo installatore: poi i suoi contratti.',
  'installers.form.create': 'Nuovo installatore',
  'installers.form.edit': 'Modifica {name}',
  'installers.form.section.company': 'Ditta',
  'installers.form.section.insurance': 'Qualifiche e assicurazione',
  'installers.detail.section.data': 'Dati',
  'installers.detail.section.insurance': 'Assicurazione',
  'installers.detail.contracts': 'Contratti',
  'installers.detail.contracts.empty': 'Ancora nessun contratto.',
  'installers.detail.newContract': 'Nuovo contratto',
  'installers.detail.inactive': 'Archiviato',
  'installers.insurance.expired': 'L’assicurazione è scaduta il {date}.',
  'installers.insurance.expiring': 'L’assicurazione scade il {date}, entro 30 giorni.',
  'installers.insurance.missing': 'Non è registrata la scadenza dell’assicurazione.',
  'installers.filter.insuranceTo': 'Assicurazione in scadenza entro il',
  'installers.filter.city': 'Città',
};

/** The texts of the installer screens, loaded with them. */
export const installersCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
