import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import type { UserRow } from '../users/service';
import { parseTokenHeader } from './credentials';
import { findSession } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null on routes that do not require it. */
    user: UserRow | null;
    /** Row id of the token the request presented, set by `authenticate`. */
    authTokenId: number | null;
    /** The user's data version (db/dataVersions), read with the session on routes whose config asks for it. */
    dataVersion: string | null;
  }
  interface FastifyContextConfig {
    /** `authenticate` also reads the user's data version, in the same query (for answers kept in memory). */
    dataVersion?: boolean;
    /** The route serves a user who must change the password first (logout, their profile); others refuse them. */
    allowedBeforePasswordChange?: boolean;
  }
}

/** The 401 of every request without a valid token. */
export function notAuthenticated(): ApiError {
  return new ApiError(401, 'not_authenticated', [], { headers: { 'www-authenticate': 'Token' } });
}

/**
 * The 403 of a signed-in user who must change the password (docs/api.md#auth-and-tokens): until then a
 * token only logs out and reads or sets its own profile.
 */
export function passwordChangeRequired(): ApiError {
  return new ApiError(403, 'password_change_required');
}

/** Adds `request.user` and `request.authTokenId` to the requests of an app (or plugin context). */
export function decorateAuth(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);
  if (!app.hasRequestDecorator('authTokenId')) app.decorateRequest('authTokenId', null);
  if (!app.hasRequestDecorator('dataVersion')) app.decorateRequest('dataVersion', null);
}

/**
 * preHandler of every route that needs a signed-in user: `Authorization: Token <64 hex>`, known,
 * unexpired, of an active user. Anything else is a 401 `not_authenticated`. A user who must change the
 * password gets a 403 `password_change_required` except on routes that allow it.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = parseTokenHeader(request.headers.authorization);
  if (!token) throw notAuthenticated();
  const { db, clock } = request.server.deps;
  const session = await findSession(db, token, clock.now(), {
    withDataVersion: request.routeOptions.config.dataVersion === true,
  });
  if (!session) throw notAuthenticated();
  if (
    session.user.must_change_password &&
    request.routeOptions.config.allowedBeforePasswordChange !== true
  ) {
    throw passwordChangeRequired();
  }
  request.user = session.user;
  request.authTokenId = session.tokenId;
  request.dataVersion = session.dataVersion;
}

/** The user `authenticate` found; throws 401 on a route that forgot the preHandler. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
