import type { Feature } from '../../app/registry/types';

/** Customers: list, detail, create and edit, for administrators (docs/api.md#roles-and-scoping). */
export const customersFeature: Feature = {
  routes: [
    {
      path: 'customers',
      access: 'admin',
      layout: 'shell',
      load: () => import('./CustomerListRoute'),
    },
    {
      path: 'customers/:id',
      access: 'admin',
      layout: 'shell',
      load: () => import('./CustomerDetailRoute'),
    },
    {
      path: 'customers/create',
      access: 'admin',
      layout: 'full',
      load: () => import('./CustomerFormRoute'),
    },
    {
      path: 'customers/edit/:id',
      access: 'admin',
      layout: 'full',
      load: () => import('./CustomerFormRoute'),
    },
  ],
  nav: [
    {
      href: '/customers',
      label: 'web.nav.customers',
      icon: 'building',
      group: 'registry',
      access: 'admin',
    },
  ],
};
