import type { Feature } from '../../app/registry/types';

/**
 * The dashboards (docs/spec/original-specification.md §2), one lazy chunk for both: the admin one is a 404
 * for customer users; the menu's first link leads to the user's own (`dashboardPathFor`).
 */
export const dashboardFeature: Feature = {
  routes: [
    {
      path: 'dashboard/admin',
      access: 'admin',
      layout: 'shell',
      screen: 'dashboard/DashboardRoute',
      component: 'AdminDashboard',
      data: { kind: 'dashboard' },
    },
    {
      path: 'dashboard/customer',
      access: 'user',
      layout: 'shell',
      screen: 'dashboard/DashboardRoute',
      component: 'CustomerDashboard',
      data: { kind: 'dashboard' },
    },
  ],
  nav: [],
};
