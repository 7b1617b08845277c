import type { Feature } from '../../app/registry/types';

/** Customers: list, detail, create and edit, for administrators (docs/api.md#roles-and-scoping). */
export const customersFeature: Feature = {
  routes: [
    {
      path: 'customers',
      access: 'admin',
      layout: 'shell',
      screen: 'customers/CustomerListRoute',
      // The list's ordering and filters of CustomerListRoute (customerFilters).
      data: {
        kind: 'list',
        resource: 'customers',
        defaultOrdering: 'name',
        filterParams: ['customer_type', 'is_active', 'is_public_body', 'province'],
      },
    },
    {
      path: 'customers/:id',
      access: 'admin',
      layout: 'shell',
      screen: 'customers/CustomerDetailRoute',
      data: { kind: 'detail', resource: 'customers' },
    },
    {
      path: 'customers/create',
      access: 'admin',
      layout: 'full',
      screen: 'customers/CustomerFormRoute',
    },
    {
      path: 'customers/edit/:id',
      access: 'admin',
      layout: 'full',
      screen: 'customers/CustomerFormRoute',
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
