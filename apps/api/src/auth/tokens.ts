import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Length of a token in hex characters (32 random bytes). */
export const TOKEN_LENGTH = 64;
/** Length of the stored lookup prefix of a token (django-rest-knox). */
export const TOKEN_KEY_LENGTH = 15;

const tokenPattern = /^[0-9a-f]{64}$/;

/** A fresh token: 32 random bytes as 64 lower-case hex characters. */
export function generateToken(): string {
  return randomBytes(TOKEN_LENGTH / 2).toString('hex');
}

/** Whether a string has the exact shape of a token. */
export function isTokenShaped(value: string): boolean {
  return tokenPattern.test(value);
}

/** The lookup prefix stored beside the digest. */
export function tokenKey(token: string): string {
  return token.slice(0, TOKEN_KEY_LENGTH);
}

/** The SHA-512 hex digest under which a token is stored. */
export function tokenDigest(token: string): string {
  return createHash('sha512').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
