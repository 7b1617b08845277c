import type { Feature } from '../../app/registry/types';

/**
 * Selectable lists: every user reads them (docs/spec/original-specification.md §6); administrators edit them
 * in a dialog.
 */
export const selectsFeature: Feature = {
  routes: [{ path: 'selects', access: 'user', layout: 'shell', screen: 'selects/SelectsRoute' }],
  nav: [
    { href: '/selects', label: 'web.nav.selects', icon: 'list', group: 'settings', access: 'user' },
  ],
};
