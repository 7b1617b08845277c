import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Number of digits of a one-time password. */
export const OTP_DIGITS = 6;
/** How long a one-time password stays valid, in minutes. */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries that cancel a one-time password. */
export const OTP_MAX_ATTEMPTS = 5;

const otpPattern = /^[0-9]{6}$/;

/** A fresh 6-digit code, uniformly drawn, zero-padded. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** A fresh per-row salt (16 random bytes as hex). */
export function generateOtpSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The SHA-256 hex hash of a code under a salt. */
export function hashOtp(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** Whether a submitted code matches a stored salt and hash, in constant time. */
export function otpMatches(code: string, salt: string, hash: string): boolean {
  if (!otpPattern.test(code)) return false;
  const candidate = Buffer.from(hashOtp(code, salt), 'utf8');
  const stored = Buffer.from(hash, 'utf8');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
