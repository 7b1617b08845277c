import {
  FeatureMessages,
  type AnyMessageId,
  type FeatureCatalog,
  type Locale,
} from '@altalena/i18n';
import { AltalenaProvider, AppShell, Breadcrumbs, PageHeader } from '@altalena/ui';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { features } from '../app/registry/features';
import { navigationFor } from '../app/registry/navigation';
import type { FeatureRoute } from '../app/registry/types';
import { dashboardPathFor } from '../app/session';
import { signedInCatalog } from '../app/signedInCatalog';
import { customerContractsCatalog } from '../features/customerContracts/catalog';
import { customersCatalog } from '../features/customers/catalog';
import { installerContractsCatalog } from '../features/installerContracts/catalog';
import { installersCatalog } from '../features/installers/catalog';
import { parksCatalog } from '../features/parks/catalog';
import { toysCatalog } from '../features/toys/catalog';
import { screenPage } from '../scaffold/screenPage.css';
import { withTitleApart, type PrerenderedPage } from './document';
import { FRAMED_PATHS } from './prerenderedPaths';

/** A prerendered signed-in route's path. */
export type FramedPath = (typeof FRAMED_PATHS)[number];

/** The role a frame's menu is built for; the boot script marks `<html>` with the stored session's. */
export type FrameRole = 'admin' | 'customer';

/** The texts of a framed screen's header, as its screen formats them (its `ResourceListPage` ids). */
interface FrameTexts {
  /** The screen's catalog, which holds the ids below. */
  catalog: FeatureCatalog;
  title: AnyMessageId;
  description: AnyMessageId;
}

const texts: Record<FramedPath, FrameTexts> = {
  '/customers': {
    catalog: customersCatalog,
    title: 'customers.list.title',
    description: 'customers.list.description',
  },
  '/customers/contracts': {
    catalog: customerContractsCatalog,
    title: 'customerContracts.list.title',
    description: 'customerContracts.list.description',
  },
  '/installers': {
    catalog: installersCatalog,
    title: 'installers.list.title',
    description: 'installers.list.description',
  },
  '/installers/contracts': {
    catalog: installerContractsCatalog,
    title: 'installerContracts.list.title',
    description: 'installerContracts.list.description',
  },
  '/parks': {
    catalog: parksCatalog,
    title: 'parks.list.title',
    description: 'parks.list.description',
  },
  '/toys': { catalog: toysCatalog, title: 'toys.list.title', description: 'toys.list.description' },
};

/** The shell route of the registry at `path`; the build fails on a framed path that is not one. */
export function shellRouteOf(path: string): FeatureRoute {
  const route = features
    .flatMap((feature) => feature.routes)
    .find((candidate) => `/${candidate.path}` === path && candidate.layout === 'shell');
  if (!route) throw new Error(`prerender: ${path} is not a shell route of the registry.`);
  return route;
}

/** The roles that may open `path`: a customer's browser gets no frame of an administrators' screen. */
export function rolesOf(path: FramedPath): readonly FrameRole[] {
  return shellRouteOf(path).access === 'admin' ? ['admin'] : ['admin', 'customer'];
}

/** The signed-in screens the build frames: the path, the screen's module (its chunk) and the roles. */
export const framedPages = FRAMED_PATHS.map((path) => ({
  path,
  screenModule: `src/features/${shellRouteOf(path).screen}.tsx`,
  roles: rolesOf(path),
}));

const ignore = () => {};

/** One role's frame: the shell with that role's menu around the screen's header, no content yet. */
function Frame({ path, role, locale }: { path: FramedPath; role: FrameRole; locale: Locale }) {
  const intl = useIntl();
  const user = { is_admin: role === 'admin' };
  const home = dashboardPathFor(user);
  const heading = intl.formatMessage({ id: texts[path].title });
  return (
    <div data-frame-role={role}>
      <AppShell
        navigation={navigationFor(features, user, path, intl, home)}
        homeHref={home}
        locale={locale}
        onLocaleChange={ignore}
        colorMode="light"
        onColorModeChange={ignore}
        // The user is known once the app reads the session: no name rather than a wrong one.
        user={{ name: '' }}
        userMenuItems={[]}
      >
        <div className={screenPage}>
          <PageHeader
            title={heading}
            description={intl.formatMessage({ id: texts[path].description })}
            breadcrumbs={<Breadcrumbs items={[{ id: 'list', label: heading }]} />}
          />
        </div>
      </AppShell>
    </div>
  );
}

/** The document title the screen sets (`useDocumentTitle`): `Clienti · Altalena`. */
function Title({ path }: { path: FramedPath }) {
  const intl = useIntl();
  const page = intl.formatMessage({ id: texts[path].title });
  return <title>{intl.formatMessage({ id: 'web.meta.titleWithPage' }, { page })}</title>;
}

/**
 * Renders the frame of the signed-in route `path` in `locale` and the light theme: for each role that may
 * open it, the app shell with that role's menu (the route's link current) and the screen's title,
 * description and breadcrumb, as the live screen shows them before its data. The build writes it into the
 * page the server sends for that route, so that it paints before the scripts arrive.
 */
export function renderFrame(path: FramedPath, locale: Locale): PrerenderedPage {
  const markup = renderToString(
    <AltalenaProvider locale={locale} colorMode="light" componentLocale="it-IT">
      <FeatureMessages catalog={signedInCatalog}>
        <FeatureMessages catalog={texts[path].catalog}>
          <Title path={path} />
          {rolesOf(path).map((role) => (
            <Frame key={role} path={path} role={role} locale={locale} />
          ))}
        </FeatureMessages>
      </FeatureMessages>
    </AltalenaProvider>,
  );
  return withTitleApart(markup);
}

// What the build needs besides the markup, as for the login page (loginPage.tsx).
export { locales } from '@altalena/i18n';
