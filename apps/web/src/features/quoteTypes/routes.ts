import type { Feature } from '../../app/registry/types';

/** Quote types: a list with create and edit in a dialog, for administrators. */
export const quoteTypesFeature: Feature = {
  routes: [
    {
      path: 'quote-types',
      access: 'admin',
      layout: 'shell',
      screen: 'quoteTypes/QuoteTypesRoute',
    },
  ],
  nav: [
    {
      href: '/quote-types',
      label: 'web.nav.quoteTypes',
      icon: 'tag',
      group: 'settings',
      access: 'admin',
    },
  ],
};
