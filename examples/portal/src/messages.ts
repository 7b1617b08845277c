import type { FeatureCatalog } from '@altalena/i18n';

/** The portal's own texts, beside the packages' catalogs (the same ids in both languages). */
export const portalMessages = {
  it: {
    'portal.title': 'Portale partner',
    'portal.login.title': 'Accedi al portale',
    'portal.login.username': 'Nome utente',
    'portal.login.password': 'Password',
    'portal.login.next': 'Avanti',
    'portal.login.submit': 'Accedi',
    'portal.logout': 'Esci',
    'portal.customers.title': 'Clienti',
    'portal.customers.count':
      '{count, plural, =0 {Nessun cliente} one {# cliente} other {# clienti}}',
    'portal.customers.filter': 'Tipo cliente',
    'portal.customers.filter.all': 'Tutti i tipi',
    'portal.customers.new': 'Nuovo cliente',
    'portal.customers.create': 'Crea cliente',
    'portal.customers.cancel': 'Annulla',
    'portal.customers.created': 'Cliente «{name}» creato',
    'portal.customers.loadError': 'Impossibile caricare i clienti',
  },
  en: {
    'portal.title': 'Partner portal',
    'portal.login.title': 'Sign in to the portal',
    'portal.login.username': 'Username',
    'portal.login.password': 'Password',
    'portal.login.next': 'Next',
    'portal.login.submit': 'Sign in',
    'portal.logout': 'Sign out',
    'portal.customers.title': 'Customers',
    'portal.customers.count':
      '{count, plural, =0 {No customers} one {# customer} other {# customers}}',
    'portal.customers.filter': 'Customer type',
    'portal.customers.filter.all': 'All types',
    'portal.customers.new': 'New customer',
    'portal.customers.create': 'Create customer',
    'portal.customers.cancel': 'Cancel',
    'portal.customers.created': 'Customer “{name}” created',
    'portal.customers.loadError': 'The customers could not be loaded',
  },
} satisfies FeatureCatalog;
