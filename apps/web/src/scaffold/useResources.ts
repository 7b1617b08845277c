import { createResources, type ApiClient, type Resources } from '@altalena/api-client';
import { useServices } from '../app/ServicesContext';

const bound = new WeakMap<ApiClient, Resources>();

/**
 * The typed collections of the API on the app's client. They live with the screens, not in the app's
 * entry, so that the login page does not carry every contract schema.
 */
export function useResources(): Resources {
  const { client } = useServices();
  let resources = bound.get(client);
  if (!resources) {
    resources = createResources(client);
    bound.set(client, resources);
  }
  return resources;
}
