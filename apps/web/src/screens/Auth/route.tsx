import { useLocale } from '@altalena/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_AFTER_LOGIN, safeNext } from '../../app/session';
import { useSiteState } from '../../state/useSiteState';
import { AuthFlowPage } from './AuthFlowPage';

/**
 * Lazy route module of `/auth/login`, `/auth/reset-password` and `/auth/change-password` (their
 * loaders put the auth machine in the entry state); after a login it goes to `?next=` or the dashboard.
 */
export function Component() {
  const { locale, setLocale } = useLocale();
  const [{ theme }, update] = useSiteState();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isChange = pathname.startsWith('/auth/change-password');
  return (
    <AuthFlowPage
      variant={isChange ? 'change' : 'login'}
      locale={locale}
      onLocaleChange={setLocale}
      colorMode={theme}
      onColorModeChange={(next) => update({ theme: next })}
      onAuthenticated={() =>
        void navigate(safeNext(params.get('next')) ?? DEFAULT_AFTER_LOGIN, { replace: true })
      }
      onCancel={isChange ? () => void navigate(DEFAULT_AFTER_LOGIN) : undefined}
    />
  );
}
