import { ApiRequestError, currentUserQuery } from '@altalena/api-client';
import { clearSession, storedSessionUser, storedToken, storeSessionUser } from '@altalena/auth';
import { user as userSchema, type User } from '@altalena/contracts';
import { data, redirect } from 'react-router-dom';
import type { AppServices } from './services';

/** Where the app goes after a login when no page was asked for. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';
/** Route id of the signed-in app's shell, whose loader data is the current user. */
export const APP_ROUTE_ID = 'app';
/** Route id of the full-page screens (create and edit), whose loader data is the current user too. */
export const FULL_PAGE_ROUTE_ID = 'full-page';
/** The login page. */
export const LOGIN_PATH = '/auth/login';

/**
 * The page to return to after a login, from the `next` query parameter: only a path of this site
 * (never `//host` or `https://…`, which would make the login page an open redirect).
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // A path back to the auth pages would loop.
  if (raw === '/auth' || raw.startsWith('/auth/')) return null;
  return raw;
}

/** The login page's URL that brings the user back to `url` (path, query and hash) afterwards. */
export function loginUrlFor(url: URL): string {
  const target = safeNext(url.pathname + url.search + url.hash);
  return target && target !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * Loader guard of the protected routes: a stored session that has not expired (judged locally, §4) is used
 * at once; without one, to the login page and back. The server's check is `/users/me/`, asked once per
 * token by {@link requireUser} (docs/web.md#start-up): not a gate in front of every screen.
 */
export function requireSession(services: AppServices, request: Request): void {
  if (services.machine.judgeSession() !== 'valid')
    throw redirect(loginUrlFor(new URL(request.url)));
}

/**
 * Loader guard of the auth pages: a logged-in user goes to the dashboard (§4). A token the server no
 * longer accepts is found there, by `/users/me/`, which ends it and comes back to the login page.
 */
export function redirectIfLoggedIn(services: AppServices): void {
  if (services.machine.judgeSession() === 'valid') throw redirect(DEFAULT_AFTER_LOGIN);
}

/** The query of the logged-in user (`/users/me/`), per token: a new session never reads the last one's. */
export function meQuery({ client, storage }: Pick<AppServices, 'client' | 'storage'>) {
  return currentUserQuery(client, storedToken(storage));
}

/**
 * The user the session stored at its last successful `/users/me/`, when it still reads as one (a build
 * may have changed the contract meanwhile); null otherwise.
 */
export function storedUserOf({ storage }: Pick<AppServices, 'storage'>): User | null {
  const parsed = userSchema.safeParse(storedSessionUser(storage));
  return parsed.success ? parsed.data : null;
}

/**
 * The logged-in user from `/users/me/` (cached per token), after the local session guard; updates the
 * persisted site state. This one request is the server's check of the session (§4 "a server
 * authentication check that fails"): a refused token (401, 403) ends the session and goes to the login
 * page. With no connection (the app opened from its service worker in a park) the session's stored user
 * opens the app; any other failure is a 500 page.
 */
export async function requireUser(services: AppServices, request: Request): Promise<User> {
  const { queries, storage, siteStore } = services;
  requireSession(services, request);
  const queryClient = await queries.load();
  let user: User;
  try {
    user = await queryClient.ensureQueryData(meQuery(services));
    storeSessionUser(storage, user);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      // The token was revoked meanwhile (e.g. logout-all elsewhere): end the session here too.
      clearSession(storage);
      services.machine.judgeSession();
      queryClient.clear();
      throw redirect(loginUrlFor(new URL(request.url)));
    }
    const stored =
      error instanceof ApiRequestError && error.status === 0 ? storedUserOf(services) : null;
    if (!stored) throw data(null, { status: 500 });
    // Cached as already stale: the first query once the connection is back asks the server again.
    queryClient.setQueryData(meQuery(services).queryKey, stored, { updatedAt: 0 });
    user = stored;
  }
  siteStore.update({ isAdmin: user.is_admin, currentUser: { id: user.id } });
  return user;
}

/** The dashboard of a user's role (§2). */
export function dashboardPathFor(user: Pick<User, 'is_admin'>): string {
  return user.is_admin ? '/dashboard/admin' : '/dashboard/customer';
}
