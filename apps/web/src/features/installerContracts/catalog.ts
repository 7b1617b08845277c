import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'installerContracts.list.title': 'Installer contracts',
  'installerContracts.list.description':
    'What each installer does for you, for how long and for how much.',
  'installerContracts.list.create': 'New contract',
  'installerContracts.list.empty.title': 'No installer contracts yet',
  'installerContracts.list.empty.description': 'Record the first installer contract.',
  'installerContracts.form.create': 'New installer contract',
  'installerContracts.form.edit': 'Contract {number}',
  'installerContracts.form.section.contract': 'Contract',
  'installerContracts.form.section.document': 'Signed contract (PDF)',
  'installerContracts.form.document.afterSave': 'Save the contract first, then attach its PDF.',
  'installerContracts.filter.activeOn': 'In force on',
} as const;

const it: Record<keyof typeof en, string> = {
  'installerContracts.list.title': 'Contratti installatori',
  'installerContracts.list.description':
    'Cosa fa per te ogni installatore, per quanto tempo e a quale importo.',
  'installerContracts.list.create': 'Nuovo contratto',
  'installerContracts.list.empty.title': 'Ancora nessun contratto con installatori',
  'installerContracts.list.empty.description': 'Registra il primo contratto con un installatore.',
  'installerContracts.form.create': 'Nuovo contratto installatore',
  'installerContracts.form.edit': 'Contratto {number}',
  'installerContracts.form.section.contract': 'Contratto',
  'installerContracts.form.section.document': 'Contratto firmato (PDF)',
  'installerContracts.form.document.afterSave': 'Salva prima il contratto, poi allega il suo PDF.',
  'installerContracts.filter.activeOn': 'In vigore il',
};

/** The texts of the installer contract screens, loaded with them. */
export const installerContractsCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
