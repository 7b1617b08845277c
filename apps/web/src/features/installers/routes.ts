import type { Feature } from '../../app/registry/types';

const form = () => import('./InstallerFormRoute');

/** Installers: list, detail, create and edit, for administrators. */
export const installersFeature: Feature = {
  routes: [
    {
      path: 'installers',
      access: 'admin',
      layout: 'shell',
      load: () => import('./InstallerListRoute'),
    },
    {
      path: 'installers/:id',
      access: 'admin',
      layout: 'shell',
      load: () => import('./InstallerDetailRoute'),
    },
    { path: 'installers/create', access: 'admin', layout: 'full', load: form },
    { path: 'installers/edit/:id', access: 'admin', layout: 'full', load: form },
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
