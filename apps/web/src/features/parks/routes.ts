import type { Feature } from '../../app/registry/types';

const form = 'parks/ParkFormRoute';

/** Parks: list, detail, create and edit, for administrators and customer users (their own parks). */
export const parksFeature: Feature = {
  routes: [
    {
      path: 'parks',
      access: 'user',
      layout: 'shell',
      screen: 'parks/ParkListRoute',
      // The list's ordering and filters of ParkListRoute (parkFilters, the customer's for administrators).
      data: {
        kind: 'list',
        resource: 'parks',
        defaultOrdering: 'next_due_on',
        filterParams: [
          'status',
          'province',
          'overdue',
          'due_within_days',
          'worst_open_risk',
          'has_open_findings',
          'has_late_findings',
        ],
        adminFilterParams: ['customer_id'],
      },
    },
    { path: 'parks/:id', access: 'user', layout: 'shell', screen: 'parks/ParkDetailRoute' },
    { path: 'parks/create', access: 'user', layout: 'full', screen: form },
    { path: 'parks/edit/:id', access: 'user', layout: 'full', screen: form },
  ],
  nav: [
    { href: '/parks', label: 'web.nav.parks', icon: 'mapPin', group: 'fieldWork', access: 'user' },
  ],
};
