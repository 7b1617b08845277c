import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'toys.list.title': 'Equipment',
  'toys.list.description': 'The EN 1176 register: every piece of play equipment in the parks.',
  'toys.list.create': 'New equipment',
  'toys.list.empty.title': 'No equipment yet',
  'toys.list.empty.description': 'Register the first piece of equipment of a park.',
  'toys.filter.installedFrom': 'Installed from',
  'toys.filter.installedTo': 'Installed up to',
  'toys.form.create': 'New equipment',
  'toys.form.edit': 'Edit {name}',
  'toys.form.section.equipment': 'Equipment',
  'toys.form.section.origin': 'Make and installation',
  'toys.form.section.safety': 'Users, fall height and surfacing',
  'toys.form.section.state': 'State',
  'toys.form.section.files': 'Photo and certificate',
  'toys.form.files.afterSave': 'Save the equipment first, then add its photo and certificate.',
  'toys.detail.section.data': 'Details',
  'toys.detail.section.safety': 'Users, fall height and surfacing',
  'toys.detail.section.photo': 'Photo',
  'toys.detail.section.certificate': 'Certificate',
  'toys.detail.section.findings': 'Findings history',
  'toys.detail.findings.empty': 'No findings recorded on this equipment.',
  'toys.detail.ageRange': 'Users’ ages',
  'toys.detail.ages': '{to, select, none {from {from} years} other {{from}–{to} years}}',
} as const;

const it: Record<keyof typeof en, string> = {
  'toys.list.title': 'Attrezzature',
  'toys.list.description': 'Il registro EN 1176: ogni attrezzatura da gioco dei parchi.',
  'toys.list.create': 'Nuova attrezzatura',
  'toys.list.empty.title': 'Ancora nessuna attrezzatura',
  'toys.list.empty.description': 'Registra la prima attrezzatura di un parco.',
  'toys.filter.installedFrom': 'Installata dal',
  'toys.filter.installedTo': 'Installata fino al',
  'toys.form.create': 'Nuova attrezzatura',
  'toys.form.edit': 'Modifica {name}',
  'toys.form.section.equipment': 'Attrezzatura',
  'toys.form.section.origin': 'Produzione e installazione',
  'toys.form.section.safety': 'Utenti, altezza di caduta e pavimentazione',
  'toys.form.section.state': 'Stato',
  'toys.form.section.files': 'Foto e certificato',
  'toys.form.files.afterSave': 'Salva prima l’attrezzatura, poi aggiungi foto e certificato.',
  'toys.detail.section.data': 'Dati',
  'toys.detail.section.safety': 'Utenti, altezza di caduta e pavimentazione',
  'toys.detail.section.photo': 'Foto',
  'toys.detail.section.certificate': 'Certificato',
  'toys.detail.section.findings': 'Storico dei rilievi',
  'toys.detail.findings.empty': 'Nessun rilievo registrato su questa attrezzatura.',
  'toys.detail.ageRange': 'Età degli utenti',
  'toys.detail.ages': '{to, select, none {da {from} anni} other {{from}–{to} anni}}',
};

/** The texts of the equipment screens, loaded with them. */
export const toysCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
