import { AuthProvider } from '@altalena/auth';
import { LocaleStateProvider, useLocale, type Locale } from '@altalena/i18n';
import { AltalenaProvider, ToastProvider } from '@altalena/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSiteState } from '../state/useSiteState';
import { errorStatus } from './errorStatus';
import { ServicesProvider } from './ServicesContext';
import { appServices, type AppServices } from './services';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** Props of {@link App}. */
export interface AppProps {
  /** Language of the first render (from the `lan` cookie or detection on the root). */
  initialLocale: Locale;
  /** The data router with the app's routes. */
  router: Router;
  /** The session, API client and auth machine the routes were created with (the app's by default). */
  services?: AppServices;
}

/**
 * What the router caught while rendering or loading a route. A thrown route answer (`data(null, { status:
 * 404 })` of an unknown id or route, a 403) is the app telling the user, shown by the error page: not an
 * error to log. Anything else is a bug, logged as React Router would.
 */
export function reportRouteError(error: unknown): void {
  if (errorStatus(error).status !== 500) return;
  console.error(error);
}

/** Theme, catalogs and react-aria locale from the UI language and the persisted site state. */
function ThemedProviders({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const [{ theme }] = useSiteState();
  return (
    // docs/spec/original-specification.md §2: the component library's locale (dates, numbers) is Italian
    // whatever the UI language.
    <AltalenaProvider locale={locale} colorMode={theme} componentLocale="it-IT">
      <ToastProvider>{children}</ToastProvider>
    </AltalenaProvider>
  );
}

/** The whole app: language state, auth machine, services, theme and catalogs, and the router. */
export function App({ initialLocale, router, services = appServices }: AppProps) {
  return (
    <LocaleStateProvider initialLocale={initialLocale}>
      <AuthProvider machine={services.machine}>
        <ServicesProvider services={services}>
          <ThemedProviders>
            <RouterProvider router={router} onError={reportRouteError} />
          </ThemedProviders>
        </ServicesProvider>
      </AuthProvider>
    </LocaleStateProvider>
  );
}
