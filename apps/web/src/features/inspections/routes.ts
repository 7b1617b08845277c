import type { Feature } from '../../app/registry/types';

const form = 'inspections/InspectionFormRoute';

/**
 * Inspections: the list, the inspection page where the work is done, and the form of its header. A
 * new inspection is created for a park (`/inspections/create/{parkId}`).
 */
export const inspectionsFeature: Feature = {
  routes: [
    {
      path: 'inspections',
      access: 'user',
      layout: 'shell',
      screen: 'inspections/InspectionListRoute',
    },
    {
      path: 'inspections/:id',
      access: 'user',
      layout: 'shell',
      screen: 'inspections/InspectionRoute',
      // The inspection with its items and their findings: everything the page's work needs.
      data: { kind: 'detail', resource: 'inspections' },
    },
    { path: 'inspections/create/:parkId', access: 'user', layout: 'full', screen: form },
    { path: 'inspections/edit/:id', access: 'user', layout: 'full', screen: form },
  ],
  nav: [
    {
      href: '/inspections',
      label: 'web.nav.inspections',
      icon: 'shield',
      group: 'fieldWork',
      access: 'user',
    },
  ],
};
