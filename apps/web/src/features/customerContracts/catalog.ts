import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'customerContracts.list.title': 'Customer contracts',
  'customerContracts.list.description':
    'What each customer has bought: services, inspection frequency and the parks covered.',
  'customerContracts.list.create': 'New contract',
  'customerContracts.list.empty.title': 'No contracts yet',
  'customerContracts.list.empty.description': 'Record the first customer contract.',
  'customerContracts.form.create': 'New customer contract',
  'customerContracts.form.edit': 'Contract {number}',
  'customerContracts.form.section.contract': 'Contract',
  'customerContracts.form.section.services': 'Services and frequency',
  'customerContracts.form.section.parks': 'Parks covered',
  'customerContracts.form.section.money': 'Amount and payment',
  'customerContracts.form.section.document': 'Signed contract (PDF)',
  'customerContracts.form.parks.chooseCustomer':
    'Choose the customer first: its parks are listed here.',
  'customerContracts.form.parks.none': 'This customer has no parks yet.',
  'customerContracts.form.frequency.days': 'Days between two {type} inspections',
  'customerContracts.form.document.afterSave': 'Save the contract first, then attach its PDF.',
  'customerContracts.form.publicBody': 'For public-body customers: procurement codes.',
  'customerContracts.filter.activeOn': 'In force on',
  'customerContracts.filter.endFrom': 'Ending from',
  'customerContracts.filter.endTo': 'Ending by',
} as const;

const it: Record<keyof typeof en, string> = {
  'customerContracts.list.title': 'Contratti clienti',
  'customerContracts.list.description':
    'Cosa ha acquistato ogni cliente: servizi, frequenza delle ispezioni e parchi coperti.',
  'customerContracts.list.create': 'Nuovo contratto',
  'customerContracts.list.empty.title': 'Ancora nessun contratto',
  'customerContracts.list.empty.description': 'Registra il primo contratto di un cliente.',
  'customerContracts.form.create': 'Nuovo contratto cliente',
  'customerContracts.form.edit': 'Contratto {number}',
  'customerContracts.form.section.contract': 'Contratto',
  'customerContracts.form.section.services': 'Servizi e frequenza',
  'customerContracts.form.section.parks': 'Parchi coperti',
  'customerContracts.form.section.money': 'Importo e pagamento',
  'customerContracts.form.section.document': 'Contratto firmato (PDF)',
  'customerContracts.form.parks.chooseCustomer':
    'Scegli prima il cliente: qui compaiono i suoi parchi.',
  'customerContracts.form.parks.none': 'Questo cliente non ha ancora parchi.',
  'customerContracts.form.frequency.days': 'Giorni tra due ispezioni: {type}',
  'customerContracts.form.document.afterSave': 'Salva prima il contratto, poi allega il suo PDF.',
  'customerContracts.form.publicBody': 'Per i clienti enti pubblici: codici degli appalti.',
  'customerContracts.filter.activeOn': 'In vigore il',
  'customerContracts.filter.endFrom': 'In scadenza dal',
  'customerContracts.filter.endTo': 'In scadenza entro il',
};

/** The texts of the customer contract screens, loaded with them. */
export const customerContractsCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
