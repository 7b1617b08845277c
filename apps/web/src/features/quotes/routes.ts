import type { Feature } from '../../app/registry/types';

const form = 'quotes/QuoteFormRoute';

/**
 * Quotes: written by administrators from an inspection's findings (`/quotes/create/{inspectionId}`,
 * `/quotes/edit/{inspectionId}`: a quote belongs to its inspection), sent to the customer, who accepts
 * or rejects it on its page (`/quotes/{inspectionId}`); the list shows both roles theirs.
 */
export const quotesFeature: Feature = {
  routes: [
    { path: 'quotes', access: 'user', layout: 'shell', screen: 'quotes/QuoteListRoute' },
    {
      path: 'quotes/:inspectionId',
      access: 'user',
      layout: 'shell',
      screen: 'quotes/QuoteRoute',
    },
    { path: 'quotes/create/:inspectionId', access: 'admin', layout: 'full', screen: form },
    { path: 'quotes/edit/:inspectionId', access: 'admin', layout: 'full', screen: form },
  ],
  nav: [
    {
      href: '/quotes',
      label: 'web.nav.quotes',
      icon: 'document',
      group: 'fieldWork',
      access: 'user',
    },
  ],
};
