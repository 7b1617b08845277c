import type { Feature } from '../../app/registry/types';

const form = () => import('./InstallerContractFormRoute');

/** Installer contracts: list, create and edit (the list opens the form). */
export const installerContractsFeature: Feature = {
  routes: [
    {
      path: 'installers/contracts',
      access: 'admin',
      layout: 'shell',
      load: () => import('./InstallerContractListRoute'),
    },
    { path: 'installers/contracts/create', access: 'admin', layout: 'full', load: form },
    { path: 'installers/contracts/edit/:id', access: 'admin', layout: 'full', load: form },
  ],
  nav: [
    {
      href: '/installers/contracts',
      label: 'web.nav.installerContracts',
      icon: 'document',
      group: 'registry',
      access: 'admin',
    },
  ],
};
