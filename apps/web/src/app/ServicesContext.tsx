import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from './services';

const ServicesContext = createContext<AppServices | null>(null);

/** Gives the screens the services their routes were created with. */
export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's services: typed resources, API client, auth machine, query client. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside a ServicesProvider');
  return services;
}
