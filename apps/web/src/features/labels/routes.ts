import type { Feature } from '../../app/registry/types';

/** QR labels: `/q/{code}` opens what a label names (the `next=` flow signs in first). */
export const labelsFeature: Feature = {
  routes: [{ path: 'q/:code', access: 'user', layout: 'full', screen: 'labels/LabelRoute' }],
  nav: [],
};
