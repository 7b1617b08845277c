import type { RouteObject } from 'react-router-dom';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

/** The app's routes; each screen is loaded on demand. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteError />,
    // Shown while the first lazy route loads: an empty page rather than a flash of text.
    hydrateFallbackElement: null,
    children: [
      { index: true, lazy: () => import('../screens/Landing/route') },
      { path: '*', lazy: () => import('../screens/NotFound/route') },
    ],
  },
];
