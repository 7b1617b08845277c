import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'customers.list.title': 'Customers',
  'customers.list.description':
    'Municipalities, schools and the other owners of the parks you inspect.',
  'customers.list.create': 'New customer',
  'customers.list.empty.title': 'No customers yet',
  'customers.list.empty.description':
    'Add the first customer: then its contracts, parks and users.',
  'customers.form.create': 'New customer',
  'customers.form.edit': 'Edit {name}',
  'customers.form.section.identity': 'Customer',
  'customers.form.section.tax': 'Tax and invoicing',
  'customers.form.section.contacts': 'Contacts',
  'customers.form.section.address': 'Address',
  'customers.detail.section.data': 'Details',
  'customers.detail.section.contacts': 'Contacts and address',
  'customers.detail.contracts': 'Contracts',
  'customers.detail.contracts.empty': 'No contracts yet.',
  'customers.detail.parks': 'Parks',
  'customers.detail.parks.empty': 'No parks yet.',
  'customers.detail.users': 'Users',
  'customers.detail.users.empty': 'No users can log in for this customer yet.',
  'customers.detail.newContract': 'New contract',
  'customers.detail.inactive': 'Archived',
  'customers.detail.publicBody': 'Public body',
} as const;

const it: Record<keyof typeof en, string> = {
  'customers.list.title': 'Clienti',
  'customers.list.description': 'Comuni, scuole e gli altri proprietari dei parchi che ispezioni.',
  'customers.list.create': 'Nuovo cliente',
  'customers.list.empty.title': 'Ancora nessun cliente',
  'customers.list.empty.description':
    'Aggiungi il primo cliente: poi i suoi contratti, parchi e utenti.',
  'customers.form.create': 'Nuovo cliente',
  'customers.form.edit': 'Modifica {name}',
  'customers.form.section.identity': 'Cliente',
  'customers.form.section.tax': 'Dati fiscali e fatturazione',
  'customers.form.section.contacts': 'Contatti',
  'customers.form.section.address': 'Indirizzo',
  'customers.detail.section.data': 'Dati',
  'customers.detail.section.contacts': 'Contatti e indirizzo',
  'customers.detail.contracts': 'Contratti',
  'customers.detail.contracts.empty': 'Ancora nessun contratto.',
  'customers.detail.parks': 'Parchi',
  'customers.detail.parks.empty': 'Ancora nessun parco.',
  'customers.detail.users': 'Utenti',
  'customers.detail.users.empty': 'Nessun utente può ancora accedere per questo cliente.',
  'customers.detail.newContract': 'Nuovo contratto',
  'customers.detail.inactive': 'Archiviato',
  'customers.detail.publicBody': 'Ente pubblico',
};

/** The texts of the customer screens, loaded with them. */
export const customersCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
