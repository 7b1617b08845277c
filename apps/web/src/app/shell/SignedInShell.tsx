import type { User } from '@altalena/contracts';
import { FeatureMessages, type Locale } from '@altalena/i18n';
import type { ColorMode } from '@altalena/tokens';
import { AppShell } from '@altalena/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { features } from '../registry/features';
import { navigationFor } from '../registry/navigation';
import { displayName } from '../displayName';
import { dashboardPathFor } from '../session';
import { signedInCatalog } from '../signedInCatalog';
import { loadScaffold } from './useScaffoldPrefetch';

// The reminders dialog (and its texts) loads when the user opens it, not with the shell; through the
// scaffold (see prefetch.ts), which the shell fetches anyway.
const RemindersDialog = lazy(() =>
  loadScaffold()
    .then((scaffold) => scaffold.loadRemindersDialog())
    .then((module) => ({ default: module.RemindersDialog })),
);

/** Props of {@link SignedInShell}. */
export interface SignedInShellProps {
  /** The logged-in user. */
  user: User;
  /** The UI language in use. */
  locale: Locale;
  /** Called with the UI language the user picks. */
  onLocaleChange: (locale: Locale) => void;
  /** The colour mode in use. */
  colorMode: ColorMode;
  /** Called with the colour mode the user asks for. */
  onColorModeChange: (colorMode: ColorMode) => void;
  /** User menu: log out of this device. */
  onLogout: () => void;
  /** User menu: log out of every device. */
  onLogoutAll: () => void;
  /** User menu: change the password. */
  onChangePassword: () => void;
  /** The page. */
  children: ReactNode;
}

/**
 * The signed-in app's frame: the app shell with the menu the role may open and the user menu, and the
 * texts of the signed-in screens.
 */
export function SignedInShell(props: SignedInShellProps) {
  return (
    <FeatureMessages catalog={signedInCatalog}>
      <Frame {...props} />
    </FeatureMessages>
  );
}

function Frame({
  user,
  onLogout,
  onLogoutAll,
  onChangePassword,
  children,
  ...shell
}: SignedInShellProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [reminders, setReminders] = useState(false);
  const home = dashboardPathFor(user);
  return (
    <AppShell
      {...shell}
      homeHref={home}
      navigation={navigationFor(features, user, pathname, intl, home)}
      user={{ name: displayName(user), email: user.email }}
      userMenuItems={[
        {
          id: 'reminders',
          label: intl.formatMessage({ id: 'web.userMenu.reminders' }),
          icon: 'calendar',
          onAction: () => setReminders(true),
        },
        {
          id: 'change-password',
          label: intl.formatMessage({ id: 'web.userMenu.changePassword' }),
          icon: 'edit',
          onAction: onChangePassword,
        },
        {
          id: 'logout',
          label: intl.formatMessage({ id: 'web.userMenu.logout' }),
          icon: 'logout',
          onAction: onLogout,
        },
        {
          id: 'logout-all',
          label: intl.formatMessage({ id: 'web.userMenu.logoutAll' }),
          icon: 'logout',
          onAction: onLogoutAll,
        },
      ]}
    >
      {children}
      {reminders && (
        <Suspense fallback={null}>
          <RemindersDialog onClose={() => setReminders(false)} />
        </Suspense>
      )}
    </AppShell>
  );
}
