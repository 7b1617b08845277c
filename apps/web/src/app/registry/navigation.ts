import type { User } from '@altalena/contracts';
import type { NavEntry } from '@altalena/ui';
import type { IntlShape } from 'react-intl';
import { navGroups, type Feature, type FeatureNavLink } from './types';

/** Whether `pathname` is `href` or below it. */
export function isWithin(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The menu of the app shell for `user`: the dashboard, then each area with the links the role may
 * open; the link of the current area is marked (the longest match, so `/customers/contracts` is not
 * also `/customers`).
 */
export function navigationFor(
  features: readonly Feature[],
  user: Pick<User, 'is_admin'>,
  pathname: string,
  intl: IntlShape,
  dashboardHref: string,
): NavEntry[] {
  const links = features
    .flatMap((feature) => feature.nav)
    .filter((link) => link.access === 'user' || user.is_admin);
  const current = [{ href: dashboardHref }, ...links]
    .filter((link) => isWithin(pathname, link.href))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  const item = (link: Pick<FeatureNavLink, 'href' | 'label' | 'icon'>) => ({
    href: link.href,
    label: intl.formatMessage({ id: link.label }),
    icon: link.icon,
    isCurrent: link.href === current,
  });
  const groups = navGroups.flatMap((group) => {
    const items = links.filter((link) => link.group === group).map(item);
    return items.length === 0
      ? []
      : [{ id: group, label: intl.formatMessage({ id: `web.nav.group.${group}` }), items }];
  });
  return [item({ href: dashboardHref, label: 'web.nav.dashboard', icon: 'home' }), ...groups];
}
