import type { Resources } from '@altalena/api-client';
import { resourcesOf } from '../app/resourcesOf';
import { useServices } from '../app/ServicesContext';

/**
 * The typed collections of the API on the app's client. They live with the screens, not in the app's
 * entry, so that the login page does not carry every contract schema.
 */
export function useResources(): Resources {
  return resourcesOf(useServices().client);
}
