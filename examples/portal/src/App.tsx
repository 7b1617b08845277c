import { AuthProvider, useSession } from '@altalena/auth';
import { domainCatalogs, FeatureMessages, type FeatureCatalog } from '@altalena/i18n';
import { AltalenaProvider, ToastProvider } from '@altalena/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { CustomersPage } from './CustomersPage';
import { LoginPage } from './LoginPage';
import { portalMessages } from './messages';
import type { Services } from './services';

const ServicesContext = createContext<Services | null>(null);

// The data model's labels (`field.*`, `enum.*`) and the portal's own texts, over the packages' catalogs.
const catalog = {
  it: { ...domainCatalogs.it, ...portalMessages.it },
  en: { ...domainCatalogs.en, ...portalMessages.en },
} satisfies FeatureCatalog;

/** The portal's services, provided by {@link App}. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside <App>');
  return services;
}

function Screen() {
  // The stored session decides: a valid token shows the customers, anything else the login.
  const session = useSession();
  return session === 'valid' ? <CustomersPage /> : <LoginPage />;
}

/** The portal: Altalena's theme and Italian catalogs, the auth machine and the query cache. */
export function App({ services }: { services: Services }) {
  return (
    <ServicesContext.Provider value={services}>
      <AltalenaProvider locale="it" colorMode="light">
        <FeatureMessages catalog={catalog}>
          <AuthProvider machine={services.auth}>
            <QueryClientProvider client={services.queryClient}>
              <ToastProvider>
                <Screen />
              </ToastProvider>
            </QueryClientProvider>
          </AuthProvider>
        </FeatureMessages>
      </AltalenaProvider>
    </ServicesContext.Provider>
  );
}
