import { createResources, type ApiClient, type Resources } from '@altalena/api-client';

const bound = new WeakMap<ApiClient, Resources>();

/**
 * The typed collections of the API on `client`, one set per client. They load with the screens and the
 * routes' data (`routeData.ts`), never with the app's entry: the login page does not carry every
 * contract schema.
 */
export function resourcesOf(client: ApiClient): Resources {
  let resources = bound.get(client);
  if (!resources) {
    resources = createResources(client);
    bound.set(client, resources);
  }
  return resources;
}
