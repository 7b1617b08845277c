import type { SessionSource } from '@altalena/api-client';
import { AUTH_TOKEN_EXPIRE_KEY, storedToken } from './storage';
import type { KeyValueStorage } from './storage';

/**
 * The session judgement of docs/spec/original-specification.md §4: `no-session` (no token stored), `expired`
 * (stored expiry in the past), `valid` otherwise, and `invalid` after the server refused the token.
 */
export type SessionJudgement = 'no-session' | 'expired' | 'valid' | 'invalid';

function expiryOf(storage: KeyValueStorage): number {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTH_TOKEN_EXPIRE_KEY);
  } catch {
    raw = null;
  }
  if (raw === null) return Number.NaN;
  return /^\d+$/.test(raw.trim()) ? Number(raw) : Date.parse(raw);
}

/** Judges the stored session at `now` (ms since the epoch); a missing or unreadable expiry counts as past. */
export function judgeStoredSession(
  storage: KeyValueStorage,
  now: number,
): Exclude<SessionJudgement, 'invalid'> {
  if (storedToken(storage) === null) return 'no-session';
  const expiry = expiryOf(storage);
  // A token whose expiry cannot be read is not trusted: asking for a new login is the safe side.
  if (Number.isNaN(expiry) || expiry <= now) return 'expired';
  return 'valid';
}

/** The session source to hand to `createApiClient`: the stored token, valid while its expiry is ahead. */
export function createSessionSource(
  storage: KeyValueStorage,
  now: () => number = Date.now,
): SessionSource {
  return {
    getToken: () => storedToken(storage),
    isValid: () => judgeStoredSession(storage, now()) === 'valid',
  };
}
