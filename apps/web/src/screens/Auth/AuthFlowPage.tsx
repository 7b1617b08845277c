import { useAuth, type AuthState } from '@altalena/auth';
import type { Locale } from '@altalena/i18n';
import type { ColorMode } from '@altalena/tokens';
import { Alert, AuthLayout, Spinner } from '@altalena/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as css from './AuthFlow.css';
import { errorMessageId, successMessageId } from './authMessages';
import { RetryLine } from './RetryLine';
import {
  ChangePasswordStep,
  OtpStep,
  PasswordStep,
  StartResetStep,
  UsernameStep,
} from './AuthSteps';

/** Props of {@link AuthFlowPage}. */
export interface AuthFlowPageProps {
  /** `login` walks the whole flow; `change` is a logged-in user changing their own password. */
  variant?: 'login' | 'change';
  /** The UI language in use. */
  locale: Locale;
  /** Called with the UI language the user picks. */
  onLocaleChange: (locale: Locale) => void;
  /** The colour mode in use. */
  colorMode: ColorMode;
  /** Called with the colour mode the user asks for. */
  onColorModeChange: (colorMode: ColorMode) => void;
  /** Called once the user is logged in (after a login or a password change). */
  onAuthenticated: () => void;
  /** For the `change` variant: leaves without changing the password. */
  onCancel?: () => void;
}

/** The page texts: `web.auth.<page>.title` and `web.auth.<page>.description`. */
type Page = 'login' | 'password' | 'forced' | 'change' | 'reset' | 'otp';

/** The page of each state; the username step (and the wait after a login) is `login`. */
const pages: Partial<Record<AuthState, Page>> = {
  'login-enter-ps': 'password',
  'force-ps-change': 'forced',
  'start-ps-reset': 'reset',
  'otp-ps-reset': 'otp',
};

const pageOf = (state: AuthState, variant: 'login' | 'change'): Page => {
  const page = pages[state] ?? 'login';
  return page === 'forced' && variant === 'change' ? 'change' : page;
};

/**
 * The auth pages (docs/spec/original-specification.md §2, §4) in the auth layout: the step of the auth
 * machine's current state, its error in the user's language (with when to try again, when the server said),
 * and the success message of a password reset.
 */
export function AuthFlowPage({
  variant = 'login',
  onAuthenticated,
  onCancel,
  ...layout
}: AuthFlowPageProps) {
  const intl = useIntl();
  const auth = useAuth();
  const page = pageOf(auth.state, variant);
  const title = intl.formatMessage({ id: `web.auth.${page}.title` });
  const success = successMessageId(auth.message);
  const username = <span className={css.username}>{auth.username}</span>;

  let step;
  switch (auth.state) {
    case 'login-enter-user':
      step = <UsernameStep />;
      break;
    case 'login-enter-ps':
      step = <PasswordStep onAuthenticated={onAuthenticated} />;
      break;
    case 'force-ps-change':
      step = <ChangePasswordStep onAuthenticated={onAuthenticated} onCancel={onCancel} />;
      break;
    case 'start-ps-reset':
      step = <StartResetStep />;
      break;
    case 'otp-ps-reset':
      step = <OtpStep />;
      break;
    default:
      // Between a login and the page it leads to.
      step = (
        <div className={css.loading}>
          <Spinner />
        </div>
      );
  }

  return (
    <AuthLayout
      {...layout}
      title={title}
      description={<FormattedMessage id={`web.auth.${page}.description`} values={{ username }} />}
    >
      <title>{intl.formatMessage({ id: 'web.meta.titleWithPage' }, { page: title })}</title>
      <div className={css.body}>
        {success && <Alert tone="success">{intl.formatMessage({ id: success })}</Alert>}
        {auth.error && auth.errorKey !== null && (
          // Keyed by the failure's instant: each failure, and each attempt refused during a wait, mounts
          // the alert afresh, so that a screen reader announces it again.
          <Alert tone="danger" key={auth.errorAt ?? undefined}>
            {intl.formatMessage({ id: errorMessageId(auth.errorKey) })}
            {auth.errorAt !== null && auth.retryAt !== null && (
              <RetryLine errorAt={auth.errorAt} retryAt={auth.retryAt} />
            )}
          </Alert>
        )}
        {/* A fresh form per state: values and validation never leak from one step to the next. */}
        <div key={auth.state}>{step}</div>
      </div>
    </AuthLayout>
  );
}
