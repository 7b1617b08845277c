import { createApiClient, type ApiClient } from '@altalena/api-client';
import {
  createAuthMachine,
  createSessionSource,
  defaultStorage,
  type AuthMachine,
  type KeyValueStorage,
} from '@altalena/auth';
import { lazyQueryClient, type LazyQueryClient } from './lazyQueryClient';
import { siteStore as defaultSiteStore, type SiteStore } from '../state/siteState';

/** What the routes' loaders and the screens share: the session, the API client and the caches. */
export interface AppServices {
  /** Where the token, its expiry and the username live (localStorage in the app). */
  storage: KeyValueStorage;
  /** The API client; it sends the token only while the stored session is valid. */
  client: ApiClient;
  /** The auth state machine of the login flow and the session. */
  machine: AuthMachine;
  /** Caches server data such as the current user; its code loads with the first signed-in route. */
  queries: LazyQueryClient;
  /** The persisted site state (theme, isAdmin, current user id). */
  siteStore: SiteStore;
}

/** Options of {@link createAppServices}. */
export interface AppServicesOptions {
  storage?: KeyValueStorage;
  /** The fetch implementation of the API client (tests inject one). */
  fetch?: typeof fetch;
  siteStore?: SiteStore;
}

/** Wires the API client to a session source over `storage` and the auth machine to both. */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const storage = options.storage ?? defaultStorage();
  const client = createApiClient({
    session: createSessionSource(storage),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const queries = lazyQueryClient();
  return {
    storage,
    client,
    // What was read belongs to whoever was logged in: a new or ended session starts from nothing.
    machine: createAuthMachine({ client, storage, onSessionChange: () => queries.clear() }),
    queries,
    siteStore: options.siteStore ?? defaultSiteStore,
  };
}

/** The app's services on localStorage. */
export const appServices: AppServices = createAppServices();
