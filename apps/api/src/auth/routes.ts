import {
  authSuccessResponse,
  changePasswordRequest,
  checkPasswordChangeRequest,
  checkPasswordChangeResponse,
  errorBody,
  isAuthenticatedResponse,
  loginResponse,
  otpChangePasswordRequest,
  resetPasswordRequest,
} from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { findUserByUsername, setUserPassword, type UserRow } from '../users/service';
import { recordAuthEvent } from './audit';
import { authenticate, currentUser } from './authenticate';
import { parseBasicHeader } from './credentials';
import { otpMail } from './otpMail';
import { checkOtp, consumeOtp, issueOtp } from './otpStore';
import {
  incorrectPasswordError,
  passwordRuleErrors,
  sameAsOldPasswordError,
  verifyPassword,
} from './passwords';
import {
  checkRateLimits,
  clearRateLimit,
  usernameBucket,
  type RateLimitedAction,
} from './rateLimit';
import {
  clearLoginFailures,
  deviceCookie,
  deviceDigest,
  deviceThrottleKey,
  deviceTokenOf,
  isKnownDevice,
  loginWait,
  newDeviceToken,
  recordLoginFailure,
  rememberDevice,
  usernameThrottleKey,
} from './loginThrottle';
import { deleteExpiredTokens, deleteToken, deleteUserTokens, issueToken } from './session';

const tags = ['auth'];
const tokenSecurity = [{ token: [] }];

/** The error answers of a route by status; `fromEntries` cannot type its keys as the statuses given, hence the cast. */
const errors = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;

const authorizationHeaders = z.looseObject({
  authorization: z.string().optional().describe('`Token <64 hex characters>`'),
});

const noContent = z.null().describe('No content');

/** Counts the request for its IP and username; over the limit → 429 with `Retry-After`. */
async function throttle(
  request: FastifyRequest,
  action: RateLimitedAction,
  username?: string,
): Promise<void> {
  const { db, clock } = request.server.deps;
  const refused = await checkRateLimits(db, action, request.ip, username, clock.now());
  if (refused) {
    throw new ApiError(429, 'too_many_requests', [], {
      headers: { 'retry-after': String(refused.retryAfterSeconds) },
    });
  }
}

/** The active user with this username, or 404 `user_not_found`. */
async function activeUserOr404(request: FastifyRequest, username: string): Promise<UserRow> {
  const user = await findUserByUsername(request.server.deps.db, username);
  if (!user || !user.is_active) throw new ApiError(404, 'user_not_found');
  return user;
}

function invalidPassword(errorList: ReturnType<typeof passwordRuleErrors>): ApiError {
  return new ApiError(400, 'invalid_password', errorList);
}

/** The auth endpoints of docs/api.md#auth-and-tokens, mounted at `/auth/`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/',
    {
      schema: {
        tags,
        summary: 'Log in with Basic credentials; answers a token and its expiry',
        security: [{ basic: [] }],
        headers: z.looseObject({
          authorization: z.string().optional().describe('`Basic base64(username:password)`'),
        }),
        response: { 200: loginResponse, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const { db, clock, config } = request.server.deps;
      const credentials = parseBasicHeader(request.headers.authorization);
      // Per IP only: a per-username limit would let anyone lock a user out (the progressive delay below).
      await throttle(request, 'login');
      const now = clock.now();
      const recordFailure = (user: UserRow | undefined, reason: string) =>
        recordAuthEvent(db, {
          action: 'login_failed',
          entityId: user?.id ?? null,
          userId: null,
          ip: request.ip,
          at: now,
          changes: { username: credentials?.username ?? null, reason },
        });
      const refuse = async (user: UserRow | undefined, reason: string) => {
        await recordFailure(user, reason);
        return new ApiError(401, 'invalid_login_credentials');
      };
      if (!credentials) throw await refuse(undefined, 'malformed_header');
      const user = await findUserByUsername(db, credentials.username);
      const deviceToken = deviceTokenOf(request.headers.cookie);
      const device = deviceToken === null ? null : deviceDigest(deviceToken);
      // A browser that logged in as this user before waits only for its own failures; any other waits for
      // the username's (an unknown username alike, so that the answers tell nothing about who exists).
      const knownDevice =
        user !== undefined && device !== null && (await isKnownDevice(db, device, user.id));
      const gate = knownDevice
        ? deviceThrottleKey(user.id, device)
        : usernameThrottleKey(credentials.username);
      const wait = await loginWait(db, gate, now);
      if (wait !== null) {
        await recordFailure(user, 'delayed');
        throw new ApiError(429, 'too_many_requests', [], {
          headers: { 'retry-after': String(wait) },
        });
      }
      const fail = async (failed: UserRow | undefined, reason: string) => {
        await recordLoginFailure(db, gate, now);
        return refuse(failed, reason);
      };
      if (!user) {
        await request.server.deps.passwords.burnVerification(credentials.password);
        throw await fail(undefined, 'unknown_user');
      }
      if (!(await verifyPassword(user.password_hash, credentials.password))) {
        throw await fail(user, 'wrong_password');
      }
      if (!user.is_active) throw await fail(user, 'inactive_user');

      await clearLoginFailures(db, gate);
      // The browser keeps (or gets) its device token; this user now knows it.
      const token = deviceToken ?? newDeviceToken();
      await rememberDevice(db, deviceDigest(token), user.id, now);
      const secure =
        request.protocol === 'https' || (config.publicUrl?.startsWith('https:') ?? false);
      reply.header('set-cookie', deviceCookie(token, secure));
      await deleteExpiredTokens(db, user.id, now);
      const issued = await issueToken(db, user.id, now, config.tokenTtlHours);
      await db.update(users).set({ last_login_at: now }).where(eq(users.id, user.id));
      await recordAuthEvent(db, {
        action: 'login_ok',
        entityId: user.id,
        userId: user.id,
        ip: request.ip,
        at: now,
      });
      return { token: issued.token, expiry: issued.expiry.toISOString() };
    },
  );

  app.post(
    '/logout/',
    {
      preHandler: authenticate,
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags,
        summary: 'Delete the token presented',
        security: tokenSecurity,
        headers: authorizationHeaders,
        response: { 204: noContent, ...errors(401) },
      },
    },
    async (request, reply) => {
      const { db, clock } = request.server.deps;
      const user = currentUser(request);
      if (request.authTokenId !== null) await deleteToken(db, request.authTokenId);
      await recordAuthEvent(db, {
        action: 'logout',
        entityId: user.id,
        userId: user.id,
        ip: request.ip,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/logout-all/',
    {
      preHandler: authenticate,
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags,
        summary: 'Delete every token of the user',
        security: tokenSecurity,
        headers: authorizationHeaders,
        response: { 204: noContent, ...errors(401) },
      },
    },
    async (request, reply) => {
      const { db, clock } = request.server.deps;
      const user = currentUser(request);
      const count = await deleteUserTokens(db, user.id);
      await recordAuthEvent(db, {
        action: 'logout_all',
        entityId: user.id,
        userId: user.id,
        ip: request.ip,
        at: clock.now(),
        changes: { tokens_deleted: count },
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/is-authenticated/',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Whether the token presented is valid',
        security: tokenSecurity,
        headers: authorizationHeaders,
        response: { 200: isAuthenticatedResponse, ...errors(401) },
      },
    },
    async () => ({ is_authenticated: true as const }),
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags,
        summary: 'Mail a 6-digit one-time password to the user',
        security: [],
        body: resetPasswordRequest,
        response: { 200: authSuccessResponse, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { db, clock, mailer } = request.server.deps;
      const { username } = request.body;
      await throttle(request, 'resetPassword', username);
      const user = await activeUserOr404(request, username);
      const now = clock.now();
      const issued = await issueOtp(db, user.id, now);
      await mailer.send(otpMail(user, issued.code));
      await recordAuthEvent(db, {
        action: 'reset_requested',
        entityId: user.id,
        userId: null,
        ip: request.ip,
        at: now,
        changes: { expires_at: issued.expiresAt.toISOString() },
      });
      return { detail: 'otp_sent' as const };
    },
  );

  app.post(
    '/otp-change-password/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed one-time password',
        security: [],
        body: otpChangePasswordRequest,
        response: { 200: authSuccessResponse, ...errors(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { db, clock } = request.server.deps;
      const { username, password, otp } = request.body;
      await throttle(request, 'otpChangePassword', username);
      const user = await activeUserOr404(request, username);
      const ruleErrors = passwordRuleErrors(password);
      if (ruleErrors.length > 0) throw invalidPassword(ruleErrors);
      const now = clock.now();
      const check = await checkOtp(db, user.id, otp, now);
      if (!check.ok || !(await consumeOtp(db, check.otpId, now))) {
        await recordAuthEvent(db, {
          action: 'otp_failed',
          entityId: user.id,
          userId: null,
          ip: request.ip,
          at: now,
        });
        throw new ApiError(401, 'invalid_otp');
      }
      await setUserPassword(request.server.deps, user.id, password, now);
      await recordAuthEvent(db, {
        action: 'password_changed',
        entityId: user.id,
        userId: user.id,
        ip: request.ip,
        at: now,
        changes: { via: 'otp' },
      });
      return { detail: 'password_changed' as const };
    },
  );

  app.post(
    '/check-psswd-change/',
    {
      schema: {
        tags,
        summary: 'Whether the user must change the password before logging in',
        security: [],
        body: checkPasswordChangeRequest,
        response: { 200: checkPasswordChangeResponse, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { username } = request.body;
      await throttle(request, 'checkPasswordChange', username);
      const user = await activeUserOr404(request, username);
      return { must_change: user.must_change_password };
    },
  );

  app.post(
    '/change-password/',
    {
      schema: {
        tags,
        summary: 'Change the password with the current one (also the forced change at first login)',
        security: [],
        body: changePasswordRequest,
        response: { 200: authSuccessResponse, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { db, clock } = request.server.deps;
      const { username, old_password: oldPassword, password } = request.body;
      await throttle(request, 'changePassword', username);
      const user = await activeUserOr404(request, username);
      if (!(await verifyPassword(user.password_hash, oldPassword))) {
        await recordAuthEvent(db, {
          action: 'password_change_failed',
          entityId: user.id,
          userId: null,
          ip: request.ip,
          at: clock.now(),
          changes: { reason: 'wrong_old_password' },
        });
        throw invalidPassword([incorrectPasswordError()]);
      }
      const ruleErrors = passwordRuleErrors(password);
      if (ruleErrors.length > 0) throw invalidPassword(ruleErrors);
      if (password === oldPassword) throw invalidPassword([sameAsOldPasswordError()]);
      const now = clock.now();
      await setUserPassword(request.server.deps, user.id, password, now);
      await clearRateLimit(db, usernameBucket('changePassword', username), now);
      await recordAuthEvent(db, {
        action: 'password_changed',
        entityId: user.id,
        userId: user.id,
        ip: request.ip,
        at: now,
        changes: { via: 'change_password' },
      });
      return { detail: 'password_changed' as const };
    },
  );
};
