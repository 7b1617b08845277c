import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** What a lazy route's module gives the router. */
type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

// What every signed-in screen loads, as one lazy chunk (docs/web.md#chunks): the two layouts, and the
// screens' dynamic imports. Because the screens are imported from here, the bundler knows that whatever
// this chunk holds is already loaded when a screen loads, and puts the code the layouts and the screens
// share (query hooks, services, shell parts) here instead of in a score of small chunks of their own.

export * as shellLayout from './shell/layoutRoute';
export * as fullPageLayout from '../screens/FullPage/layoutRoute';
// The list and record pages nearly every screen is built on come with the layouts: one request with the
// entry (the signed-in page preloads this chunk) instead of a dozen small ones after it.
export { ResourceListPage } from '../scaffold/ResourceListPage';
export { ResourceDetailPage } from '../scaffold/ResourceDetailPage';

const screens = import.meta.glob<Record<string, unknown>>('../features/*/*Route.tsx');

/** The route module of a feature's `screen` (`customers/CustomerListRoute`), rendering its `component`. */
export async function loadScreen(screen: string, component?: string): Promise<RouteModule> {
  const load = screens[`../features/${screen}.tsx`];
  if (!load) throw new Error(`No screen ${screen} under src/features.`);
  const module = await load();
  return component ? { Component: module[component] as RouteModule['Component'] } : module;
}
