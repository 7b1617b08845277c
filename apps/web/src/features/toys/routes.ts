import type { Feature } from '../../app/registry/types';

const form = 'toys/ToyFormRoute';

/** Equipment (toys): list, detail, create and edit, for administrators and customer users (their own). */
export const toysFeature: Feature = {
  routes: [
    {
      path: 'toys',
      access: 'user',
      layout: 'shell',
      screen: 'toys/ToyListRoute',
      // The list's ordering and filters of ToyListRoute (its park, toyFilters).
      data: {
        kind: 'list',
        resource: 'toys',
        defaultOrdering: 'code',
        filterParams: ['park_id', 'status', 'standard', 'installed_from', 'installed_to'],
      },
    },
    { path: 'toys/:id', access: 'user', layout: 'shell', screen: 'toys/ToyDetailRoute' },
    { path: 'toys/create', access: 'user', layout: 'full', screen: form },
    { path: 'toys/edit/:id', access: 'user', layout: 'full', screen: form },
  ],
  nav: [{ href: '/toys', label: 'web.nav.toys', icon: 'list', group: 'fieldWork', access: 'user' }],
};
