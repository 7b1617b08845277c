import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownDevices, loginThrottles } from '../db/schema';

// The per-user side of the login's protection (docs/api.md#auth-and-tokens). A lock-out after N failures
// lets anyone who knows a username lock its user out; instead each failure past the free ones makes the
// next attempt wait twice as long (capped), and a browser that already logged in as the user (a known
// device) has a wait of its own, so an attacker elsewhere never holds the user back. The per-IP limit of
// rateLimit.ts still counts every attempt.

/** Failed logins answered at once; from the next one on, each failure doubles the wait. */
export const FREE_LOGIN_FAILURES = 5;
/** The longest wait after failures, in seconds. */
export const MAX_LOGIN_DELAY_SECONDS = 900;
/** Failures older than this (seconds since the last one) are forgotten. */
export const LOGIN_FAILURE_MEMORY_SECONDS = 3600;

/** The httpOnly cookie holding the device token the server gave a browser at a successful login. */
export const DEVICE_COOKIE = 'altalena_device';
/** How long a browser keeps its device token, in days (renewed at every login). */
export const DEVICE_COOKIE_DAYS = 365;
/** The path the device cookie is sent to: the login only. */
export const DEVICE_COOKIE_PATH = '/api/v1/auth/login/';

/** Seconds a username or device waits after its `failures`-th consecutive failure (0: none). */
export function loginDelaySeconds(failures: number): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_LOGIN_FAILURES - 1), MAX_LOGIN_DELAY_SECONDS);
}

/** The throttle of a username on unknown devices (whether or not such a user exists). */
export function usernameThrottleKey(username: string): string {
  return `user:${username.toLowerCase()}`;
}

/** The throttle of one known device of a user. */
export function deviceThrottleKey(userId: number, deviceDigest: string): string {
  return `device:${userId}:${deviceDigest}`;
}

/** Seconds until `key` may try again (at least 1), or null when it may now. */
export async function loginWait(db: Db, key: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ blockedUntil: loginThrottles.blocked_until })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  const until = row?.blockedUntil?.getTime();
  if (until === undefined || until <= now.getTime()) return null;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts a failed login of `key` (one atomic upsert, shared by every process) and holds it back for the
 * delay its count earns; a count whose last failure is older than `LOGIN_FAILURE_MEMORY_SECONDS` starts over.
 */
export async function recordLoginFailure(db: Db, key: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_SECONDS * 1000);
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, last_failure_at: now, blocked_until: null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`CASE WHEN ${loginThrottles.last_failure_at} < ${forgetBefore.toISOString()}::timestamptz THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
        last_failure_at: now,
      },
    })
    .returning({ failures: loginThrottles.failures });
  const delay = loginDelaySeconds(row?.failures ?? 1);
  if (delay === 0) return;
  const until = new Date(now.getTime() + delay * 1000);
  await db
    .update(loginThrottles)
    .set({ blocked_until: until })
    .where(
      and(
        eq(loginThrottles.key, key),
        or(isNull(loginThrottles.blocked_until), lt(loginThrottles.blocked_until, until)),
      ),
    );
}

/** Forgets the failures of `key` (its successful login). */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/** Deletes the throttles whose failures are forgotten and whose wait is over. */
export async function purgeLoginThrottles(db: Db, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_SECONDS * 1000);
  await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.last_failure_at, forgetBefore),
        or(isNull(loginThrottles.blocked_until), lt(loginThrottles.blocked_until, now)),
      ),
    );
}

/** A new device token: 32 random bytes as 64 hex characters (only its SHA-256 is stored). */
export function newDeviceToken(): string {
  return randomBytes(32).toString('hex');
}

/** The stored form of a device token. */
export function deviceDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The well-formed device token of a request's `Cookie` header, or null. */
export function deviceTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value !== undefined && /^[0-9a-f]{64}$/.test(value)) return value;
  }
  return null;
}

/** The `Set-Cookie` value giving a browser its device token: httpOnly, sent to the login only. */
export function deviceCookie(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the device of `digest` logged in successfully as the user before. */
export async function isKnownDevice(db: Db, digest: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.user_id })
    .from(knownDevices)
    .where(and(eq(knownDevices.digest, digest), eq(knownDevices.user_id, userId)));
  return row !== undefined;
}

/** Records a successful login of the user on the device of `digest`. */
export async function rememberDevice(
  db: Db,
  digest: string,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ digest, user_id: userId, created_at: now, last_login_at: now })
    .onConflictDoUpdate({
      target: [knownDevices.digest, knownDevices.user_id],
      set: { last_login_at: now },
    });
}
