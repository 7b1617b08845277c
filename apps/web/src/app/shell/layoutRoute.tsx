import { useAuthMachine } from '@altalena/auth';
import type { User } from '@altalena/contracts';
import { useLocale } from '@altalena/i18n';
import { Outlet, useLoaderData, useNavigate } from 'react-router-dom';
import { ServerDataProvider } from '../ServerDataProvider';
import { OutboxProvider } from '../../offline/OutboxProvider';
import { SyncIndicator } from '../../offline/SyncIndicator';
import { useSignOut } from '../../offline/useSignOut';
import { useServices } from '../ServicesContext';
import { LOGIN_PATH } from '../session';
import { useProfileLanguage } from '../useProfileLanguage';
import { useSiteState } from '../../state/useSiteState';
import { SignedInShell } from './SignedInShell';
import { useOfflineCache } from './useOfflineCache';
import { useScaffoldPrefetch } from './useScaffoldPrefetch';

/** Lazy route module of `/dashboard`: the app shell around the dashboards, with the user menu. */
export function Component() {
  const user = useLoaderData() as User;
  const machine = useAuthMachine();
  const { queries } = useServices();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const switchLanguage = useProfileLanguage(user);
  const [{ theme }, update] = useSiteState();
  useScaffoldPrefetch();
  useOfflineCache(user.id);
  // Asks first when unsent changes would be lost, and deletes the user's offline data afterwards.
  const { signOut, confirmation } = useSignOut(user.id, async () => {
    queries.clear();
    await navigate(LOGIN_PATH, { replace: true });
  });
  return (
    <SignedInShell
      user={user}
      locale={locale}
      onLocaleChange={switchLanguage}
      colorMode={theme}
      onColorModeChange={(next) => update({ theme: next })}
      onLogout={() => void signOut(machine.logout)}
      onLogoutAll={() => void signOut(machine.logoutAll)}
      onChangePassword={() => void navigate('/auth/change-password')}
    >
      <ServerDataProvider>
        <OutboxProvider>
          <Outlet />
          <SyncIndicator />
        </OutboxProvider>
      </ServerDataProvider>
      {confirmation}
    </SignedInShell>
  );
}
