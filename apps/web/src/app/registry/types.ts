import type { Resources } from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import type { IconName } from '@altalena/ui';

/** Who may open a route: every signed-in user, or administrators only (a customer gets the 404 page). */
export type RouteAccess = 'user' | 'admin';

/** One screen of a feature. */
export interface FeatureRoute {
  /** Path without the leading slash, e.g. `customers/edit/:id` (docs/spec/original-specification.md §2). */
  path: string;
  /** Who may open it; declared once here, never inline in the screen. */
  access: RouteAccess;
  /**
   * `shell`: inside the app shell; `full`: a full-page form without the shell
   * (docs/spec/original-specification.md §2).
   */
  layout: 'shell' | 'full';
  /**
   * The screen's module, loaded on demand, as `<feature folder>/<module>` under `src/features`
   * (`customers/CustomerListRoute`); it exports `Component`, or the export named by `component`. The
   * app's signed-in chunk imports it (`src/app/signedIn.ts`, docs/web.md#chunks).
   */
  screen: string;
  /** The export of `screen` to render, when it is not `Component`. */
  component?: string;
  /** The screen's main query, which the route's loader starts while the screen's code loads. */
  data?: RouteData;
}

/**
 * A screen's main query as its route declares it (docs/web.md#start-up), built by the loader with the same
 * query options as the screen, so that the screen finds it in the cache (or in flight) instead of asking
 * again.
 */
export type RouteData =
  /** The record of the route's `:id` (`resourceQueries(resource).detail(id)`). */
  | { kind: 'detail'; resource: keyof Resources }
  /**
   * The page of the list the URL's parameters ask for, as `ResourceListPage` reads them: its
   * `defaultOrdering` and its filters' `param`s must be the screen's.
   */
  | {
      kind: 'list';
      resource: keyof Resources;
      defaultOrdering?: string;
      filterParams: readonly string[];
      /** The `param`s of the filters the screen shows administrators only. */
      adminFilterParams?: readonly string[];
    }
  /** The figures of the user's dashboard (`dashboardQuery`). */
  | { kind: 'dashboard' };

/** The navigation areas of the app shell, in menu order. */
export const navGroups = ['registry', 'fieldWork', 'settings'] as const;
/** A navigation area. */
export type NavGroupId = (typeof navGroups)[number];

/** A link of a feature in the app shell's menu. */
export interface FeatureNavLink {
  /** Where it goes; the link is current on this path and below it. */
  href: string;
  /** Its label in the shell's catalog. */
  label: AnyMessageId;
  icon: IconName;
  group: NavGroupId;
  access: RouteAccess;
}

/** A feature as the app sees it: its screens and its links in the menu. */
export interface Feature {
  routes: readonly FeatureRoute[];
  nav: readonly FeatureNavLink[];
}
