import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { features } from './registry/features';
import type { Feature, FeatureRoute } from './registry/types';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';
import { appServices, type AppServices } from './services';
import {
  APP_ROUTE_ID,
  FULL_PAGE_ROUTE_ID,
  dashboardPathFor,
  redirectIfLoggedIn,
  requireSession,
  requireUser,
  storedUserOf,
} from './session';

/**
 * Starts the screen's main query of `route` (its `data`) without waiting for it, while the screen's code
 * loads (docs/web.md#start-up): only on a session that reads as valid, and on an administrators' route
 * only for a session whose stored user is one (a customer's browser never asks for what it may not read).
 */
function startRouteData(
  services: AppServices,
  route: FeatureRoute,
  { request, params }: LoaderFunctionArgs,
): void {
  const { data: routeData } = route;
  if (!routeData || services.machine.judgeSession() !== 'valid') return;
  const isAdmin = storedUserOf(services)?.is_admin === true;
  if (route.access === 'admin' && !isAdmin) return;
  // The query options and the resources' schemas load beside the cache's code, not after the screen.
  void Promise.all([services.queries.load(), import('./routeData')])
    .then(([queryClient, { prefetchRouteData }]) =>
      prefetchRouteData(
        queryClient,
        services.client,
        routeData,
        params,
        new URL(request.url),
        isAdmin,
      ),
    )
    // A chunk that failed to load fails the screen's own import too, which shows the error page.
    .catch(() => undefined);
}

/**
 * The routes of the features with one `layout`, each guarded by its declared access: a visitor goes to the
 * login page and back, a customer user on an admin route gets the 404 page (docs/web.md#routes-and-access).
 */
export function featureRoutes(
  services: AppServices,
  list: readonly Feature[],
  layout: FeatureRoute['layout'],
): RouteObject[] {
  return list
    .flatMap((feature) => feature.routes)
    .filter((route) => route.layout === layout)
    .map((route) => ({
      path: route.path,
      loader: async (args: LoaderFunctionArgs) => {
        startRouteData(services, route, args);
        const user = await requireUser(services, args.request);
        if (route.access === 'admin' && !user.is_admin) throw data(null, { status: 404 });
        return null;
      },
      lazy: () =>
        import('./signedIn').then(({ loadScreen }) => loadScreen(route.screen, route.component)),
    }));
}

/** The app's routes over `services`; each screen is loaded on demand, the guards run in loaders. */
export function createRoutes(services: AppServices = appServices): RouteObject[] {
  const { machine } = services;
  const authScreen = () => import('../screens/Auth/route');
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteError />,
      // Shown while the first lazy route loads: an empty page rather than a flash of text.
      hydrateFallbackElement: null,
      children: [
        { index: true, lazy: () => import('../screens/Landing/route') },
        // Public: whoever holds a printed report checks its verification code, without a login.
        { path: 'verify/:code', lazy: () => import('../screens/Verify/route') },
        {
          path: 'auth/login',
          loader: () => {
            redirectIfLoggedIn(services);
            machine.start();
            return null;
          },
          // The flow moves between its states without navigating: nothing to reload.
          shouldRevalidate: () => false,
          lazy: authScreen,
        },
        {
          path: 'auth/reset-password',
          loader: () => {
            redirectIfLoggedIn(services);
            machine.startReset();
            return null;
          },
          shouldRevalidate: () => false,
          lazy: authScreen,
        },
        {
          // A logged-in user's own change (old, new, repeat) in the same flow.
          path: 'auth/change-password',
          loader: ({ request }: LoaderFunctionArgs) => {
            requireSession(services, request);
            machine.setState('force-ps-change');
            return null;
          },
          shouldRevalidate: () => false,
          lazy: authScreen,
        },
        {
          // The signed-in app: the shell (menu, user menu) around the dashboards and the features' screens.
          id: APP_ROUTE_ID,
          loader: ({ request }: LoaderFunctionArgs) => requireUser(services, request),
          lazy: () => import('./signedIn').then(({ shellLayout }) => shellLayout),
          children: [
            {
              path: 'dashboard',
              loader: async ({ request }: LoaderFunctionArgs) =>
                redirect(dashboardPathFor(await requireUser(services, request))),
            },
            ...featureRoutes(services, features, 'shell'),
          ],
        },
        {
          // docs/spec/original-specification.md §2: create and edit screens are full-page forms without the
          // shell.
          id: FULL_PAGE_ROUTE_ID,
          loader: ({ request }: LoaderFunctionArgs) => requireUser(services, request),
          lazy: () => import('./signedIn').then(({ fullPageLayout }) => fullPageLayout),
          children: featureRoutes(services, features, 'full'),
        },
        { path: '*', lazy: () => import('../screens/NotFound/route') },
      ],
    },
  ];
}

/** The app's routes on the app's services. */
export const routes: RouteObject[] = createRoutes();
