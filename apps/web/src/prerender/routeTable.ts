import { features } from '../app/registry/features';

/** One feature route as the server matches it: its path pattern and its screen's module. */
export interface RouteScreen {
  /** Path without the leading slash, with `:param` segments (`customers/:id`). */
  path: string;
  /** The screen's module under `src/features` (`customers/CustomerDetailRoute`). */
  screen: string;
}

/** Every feature route's path and screen: the build preloads each screen's chunks from its route's HTML. */
export const routeScreens: readonly RouteScreen[] = features.flatMap((feature) =>
  feature.routes.map(({ path, screen }) => ({ path, screen })),
);
