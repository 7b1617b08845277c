import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Db } from '../db/client';
import { purgeLoginThrottles } from './loginThrottle';

/** Length of a rate-limit window, in seconds. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/**
 * Requests allowed per window, per action, from one IP address and for one username. The login and its
 * first step have no per-username limit: the login's user side is the progressive delay of
 * loginThrottle.ts, which no stranger can turn into a lock-out.
 */
export const RATE_LIMITS = {
  login: { perIp: 60 },
  changePassword: { perIp: 60, perUsername: 10 },
  resetPassword: { perIp: 30, perUsername: 5 },
  otpChangePassword: { perIp: 30, perUsername: 10 },
  // The web login's first step: a per-username limit would stop the user's own login, known device or not.
  checkPasswordChange: { perIp: 120 },
} as const satisfies Record<string, { perIp: number; perUsername?: number }>;

/** An action whose calls are rate limited. */
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** The outcome of counting one request. */
export interface RateLimitHit {
  allowed: boolean;
  count: number;
  /** Seconds until the current window closes (at least 1). */
  retryAfterSeconds: number;
}

/** Start of the fixed window that contains `now`. */
export function windowStart(now: Date, windowSeconds = RATE_LIMIT_WINDOW_SECONDS): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/**
 * Counts one request in `bucket` atomically (one INSERT … ON CONFLICT DO UPDATE … RETURNING), so that
 * every API process sharing the database sees the same count.
 */
export async function hitRateLimit(
  db: Db,
  bucket: string,
  limit: number,
  now: Date,
  windowSeconds = RATE_LIMIT_WINDOW_SECONDS,
): Promise<RateLimitHit> {
  const start = windowStart(now, windowSeconds);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, window_start: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.window_start],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: count <= limit, count, retryAfterSeconds };
}

/** Forgets the counts of a bucket in the current window (a successful login clears its failures). */
export async function clearRateLimit(
  db: Db,
  bucket: string,
  now: Date,
  windowSeconds = RATE_LIMIT_WINDOW_SECONDS,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, bucket),
        eq(rateLimits.window_start, windowStart(now, windowSeconds)),
      ),
    );
}

/** Deletes the counters of windows that closed before `now`. */
export async function purgeRateLimits(
  db: Db,
  now: Date,
  windowSeconds = RATE_LIMIT_WINDOW_SECONDS,
): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.window_start, windowStart(now, windowSeconds)));
}

/**
 * Counts a request of `action` for its IP and, when given, its username; the answer is the hit that
 * refuses it, or null when both allow it.
 */
export async function checkRateLimits(
  db: Db,
  action: RateLimitedAction,
  ip: string,
  username: string | undefined,
  now: Date,
): Promise<RateLimitHit | null> {
  const limits: { perIp: number; perUsername?: number } = RATE_LIMITS[action];
  const ipHit = await hitRateLimit(db, `${action}:ip:${ip}`, limits.perIp, now);
  // The first request of an address in a window sweeps the closed windows, which keeps the tables small.
  if (ipHit.count === 1) {
    await purgeRateLimits(db, now);
    await purgeLoginThrottles(db, now);
  }
  const hits = [ipHit];
  if (username !== undefined && limits.perUsername !== undefined) {
    hits.push(await hitRateLimit(db, usernameBucket(action, username), limits.perUsername, now));
  }
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length === 0) return null;
  return refused.reduce((a, b) => (a.retryAfterSeconds >= b.retryAfterSeconds ? a : b));
}

/** The bucket that counts requests of `action` for a username. */
export function usernameBucket(action: RateLimitedAction, username: string): string {
  return `${action}:user:${username.toLowerCase()}`;
}

/**
 * Uploads (`POST files/`) one user may send per window: an inspector photographing a park of 60 items,
 * two photos an item, stays under it; a script looping on uploads does not.
 */
export const UPLOADS_PER_USER = 120;

/** The bucket that counts a user's uploads. */
export function uploadBucket(userId: number): string {
  return `upload:user:${userId}`;
}

/** Counts an upload of a user; the hit that refuses it, or null when it is allowed. */
export async function checkUploadRateLimit(
  db: Db,
  userId: number,
  now: Date,
): Promise<RateLimitHit | null> {
  const hit = await hitRateLimit(db, uploadBucket(userId), UPLOADS_PER_USER, now);
  // As for the per-IP counts: the first upload of a window sweeps the closed windows.
  if (hit.count === 1) await purgeRateLimits(db, now);
  return hit.allowed ? null : hit;
}
