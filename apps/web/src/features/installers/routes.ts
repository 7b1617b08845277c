import type { Feature } from '../../app/registry/types';

const form = 'installers/InstallerFormRoute';

/** Installers: list, detail, create and edit, for administrators. */
export const installersFeature: Feature = {
  routes: [
    {
      path: 'installers',
      access: 'admin',
      layout: 'shell',
      screen: 'installers/InstallerListRoute',
      // The list's ordering and filters of InstallerListRoute.
      data: {
        kind: 'list',
        resource: 'installers',
        defaultOrdering: 'company_name',
        filterParams: ['is_active', 'city', 'insurance_expiry_to'],
      },
    },
    {
      path: 'installers/:id',
      access: 'admin',
      layout: 'shell',
      screen: 'installers/InstallerDetailRoute',
    },
    { path: 'installers/create', access: 'admin', layout: 'full', screen: form },
    { path: 'installers/edit/:id', access: 'admin', layout: 'full', screen: form },
  ],
  nav: [
    {
      href: '/installers',
      label: 'web.nav.installers',
      icon: 'tool',
      group: 'registry',
      access: 'admin',
    },
  ],
};
