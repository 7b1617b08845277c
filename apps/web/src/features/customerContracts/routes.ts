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
      // The list's ordering and filters of ContractListRoute.
      data: {
        kind: 'list',
        resource: 'customerContracts',
        defaultOrdering: '-start_date',
        filterParams: ['customer_id', 'status', 'active_on', 'end_date_from', 'end_date_to'],
      },
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
