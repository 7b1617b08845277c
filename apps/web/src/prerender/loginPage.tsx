import { createApiClient } from '@altalena/api-client';
import {
  AUTH_TOKEN_EXPIRE_KEY,
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  AuthProvider,
  createAuthMachine,
  createMemoryStorage,
  createSessionSource,
} from '@altalena/auth';
import type { Locale } from '@altalena/i18n';
import { AltalenaProvider } from '@altalena/ui';
import { renderToString } from 'react-dom/server';
import { AuthFlowPage } from '../screens/Auth/AuthFlowPage';
import { withTitleApart, type PrerenderedPage } from './document';

const ignore = () => {};

/**
 * Renders the first step of `/auth/login` (the username) in `locale` and the light theme, as the app
 * would before any interaction: the build writes it into the page the server sends for that route, so
 * that it paints before the scripts arrive (they then render the live page in its place).
 */
export function renderLoginPage(locale: Locale): PrerenderedPage {
  const storage = createMemoryStorage();
  const client = createApiClient({
    session: createSessionSource(storage),
    fetch: () => Promise.reject(new Error('The prerendered page never calls the API.')),
  });
  const machine = createAuthMachine({ client, storage });
  // As the route's loader does: the flow starts at the username step.
  machine.start();
  const markup = renderToString(
    <AuthProvider machine={machine}>
      <AltalenaProvider locale={locale} colorMode="light" componentLocale="it-IT">
        <AuthFlowPage
          variant="login"
          locale={locale}
          onLocaleChange={ignore}
          colorMode="light"
          onColorModeChange={ignore}
          onAuthenticated={ignore}
        />
      </AltalenaProvider>
    </AuthProvider>,
  );
  return withTitleApart(markup);
}

/** Where the session is stored: the boot script shows a signed-in route's frame for a valid one's role. */
export const sessionStorageKeys = {
  token: AUTH_TOKEN_KEY,
  expiry: AUTH_TOKEN_EXPIRE_KEY,
  user: AUTH_USER_KEY,
};

// What the build needs besides the markup: the languages to render, the theme classes (the light one on
// `<html>`, the theme script swaps it for the stored dark one) and where the site state is stored.
export { locales } from '@altalena/i18n';
export { themeClass } from '@altalena/tokens';
export { siteStateKey } from '../state/siteState';
