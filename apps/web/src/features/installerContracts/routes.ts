import type { Feature } from '../../app/registry/types';

const form = 'installerContracts/InstallerContractFormRoute';

/** Installer contracts: list, create and edit (the list opens the form). */
export const installerContractsFeature: Feature = {
  routes: [
    {
      path: 'installers/contracts',
      access: 'admin',
      layout: 'shell',
      screen: 'installerContracts/InstallerContractListRoute',
      // The list's ordering and filters of InstallerContractListRoute.
      data: {
        kind: 'list',
        resource: 'installerContracts',
        defaultOrdering: '-start_date',
        filterParams: ['installer_id', 'status', 'active_on'],
      },
    },
    { path: 'installers/contracts/create', access: 'admin', layout: 'full', screen: form },
    { path: 'installers/contracts/edit/:id', access: 'admin', layout: 'full', screen: form },
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
