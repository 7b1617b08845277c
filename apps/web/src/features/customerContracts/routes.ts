import type { Feature } from '../../app/registry/types';

const form = () => import('./ContractFormRoute');

/** Customer contracts: list, create and edit (no detail screen: the list opens the form). */
export const customerContractsFeature: Feature = {
  routes: [
    {
      path: 'customers/contracts',
      access: 'admin',
      layout: 'shell',
      load: () => import('./ContractListRoute'),
    },
    { path: 'customers/contracts/create', access: 'admin', layout: 'full', load: form },
    { path: 'customers/contracts/edit/:id', access: 'admin', layout: 'full', load: form },
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
