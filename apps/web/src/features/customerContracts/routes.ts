import type { Feature } from '../../app/registry/types';

const form = 'customerContracts/ContractFormRoute';

/** Customer contracts: list, create and edit (no detail screen: the list opens the form). */
export const customerContractsFeature: Feature = {
  routes: [
    {
      path: 'customers/contracts',
      access: 'admin',
      layout: 'shell',
      screen: 'customerContracts/ContractListRoute',
    },
    { path: 'customers/contracts/create', access: 'admin', layout: 'full', screen: form },
    { path: 'customers/contracts/edit/:id', access: 'admin', layout: 'full', screen: form },
  ],
  nav: [
    {
      href: '/customers/contracts',
      label: 'web.nav.customerContracts',
      icon: 'document',
      group: 'registry',
      access: 'admin',
    },
  ],
};
