import type { Feature } from '../../app/registry/types';

const users = 'users/UsersRoute';

/** Administrators and customer users: lists with create and edit in a dialog, for administrators. */
export const usersFeature: Feature = {
  routes: [
    { path: 'users/admins', access: 'admin', layout: 'shell', screen: users },
    { path: 'users/customer', access: 'admin', layout: 'shell', screen: users },
  ],
  nav: [
    {
      href: '/users/admins',
      label: 'web.nav.adminUsers',
      icon: 'shield',
      group: 'settings',
      access: 'admin',
    },
    {
      href: '/users/customer',
      label: 'web.nav.customerUsers',
      icon: 'users',
      group: 'settings',
      access: 'admin',
    },
  ],
};
