import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otps } from '../db/schema';
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  generateOtp,
  generateOtpSalt,
  hashOtp,
  otpMatches,
} from './otp';

/** A code just created: the only moment it exists in clear. */
export interface IssuedOtp {
  code: string;
  expiresAt: Date;
}

/** Outcome of checking a submitted code. */
export type OtpCheck = { ok: true; otpId: number } | { ok: false };

const live = (userId: number, now: Date) =>
  and(
    eq(otps.user_id, userId),
    isNull(otps.used_at),
    isNull(otps.cancelled_at),
    gt(otps.expires_at, now),
  );

/** Cancels every live code of the user and stores a new one (hashed), valid `OTP_TTL_MINUTES`. */
export async function issueOtp(db: Db, userId: number, now: Date): Promise<IssuedOtp> {
  const code = generateOtp();
  const salt = generateOtpSalt();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .update(otps)
      .set({ cancelled_at: now })
      .where(and(eq(otps.user_id, userId), isNull(otps.used_at), isNull(otps.cancelled_at)));
    await tx.insert(otps).values({
      user_id: userId,
      code_salt: salt,
      code_hash: hashOtp(code, salt),
      created_at: now,
      expires_at: expiresAt,
    });
  });
  return { code, expiresAt };
}

/**
 * Checks a code against the user's live one. A wrong code counts a try, atomically; the
 * `OTP_MAX_ATTEMPTS`-th wrong try cancels the code.
 */
export async function checkOtp(db: Db, userId: number, code: string, now: Date): Promise<OtpCheck> {
  const [current] = await db
    .select()
    .from(otps)
    .where(live(userId, now))
    .orderBy(desc(otps.id))
    .limit(1);
  if (!current) return { ok: false };
  if (otpMatches(code, current.code_salt, current.code_hash))
    return { ok: true, otpId: current.id };
  await db
    .update(otps)
    .set({
      attempts: sql`${otps.attempts} + 1`,
      cancelled_at: sql`case when ${otps.attempts} + 1 >= ${OTP_MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(otps.id, current.id), isNull(otps.used_at), isNull(otps.cancelled_at)));
  return { ok: false };
}

/** Marks a code used; false when another request used or cancelled it first. */
export async function consumeOtp(db: Db, otpId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(otps)
    .set({ used_at: now })
    .where(and(eq(otps.id, otpId), isNull(otps.used_at), isNull(otps.cancelled_at)))
    .returning({ id: otps.id });
  return used.length === 1;
}
