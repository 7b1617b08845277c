import { errorKeys } from '@altalena/contracts';
import type { AuthCall } from './types';

/** The error key of every failure not listed for its call. */
export const UNKNOWN_SERVER_ERROR = 'unknown_server_error';

// docs/spec/original-specification.md §8, word for word: the key depends on the call and the status, never on
// the body.
const AUTH_ERROR_TABLE: Record<AuthCall, Readonly<Record<number, string>>> = {
  login: { 401: 'invalid_login_credentials' },
  logout: { 401: 'not_authenticated' },
  logoutAll: { 401: 'not_authenticated' },
  resetPassword: { 404: 'user_not_found' },
  otpChangePassword: { 404: 'user_not_found', 400: 'invalid_password', 401: 'invalid_otp' },
  changePassword: { 404: 'user_not_found', 400: 'invalid_password' },
  checkPasswordChange: { 404: 'user_not_found' },
};

const knownKeys: ReadonlySet<string> = new Set(errorKeys);

/** The key of the 503 a busy server answers, the one 5xx whose key says more than "server error". */
const BUSY = 'server_busy';

/**
 * The error key of a failed call: the §8 table for auth calls, else the server's key when it is known (of
 * a 5xx only `server_busy`, the 503 of a server that asks to be called again later).
 */
export function errorKeyFor(
  call: AuthCall | undefined,
  status: number,
  serverDetail: unknown,
): string {
  if (call !== undefined) return AUTH_ERROR_TABLE[call][status] ?? UNKNOWN_SERVER_ERROR;
  if (status === 0) return UNKNOWN_SERVER_ERROR;
  if (status >= 500) return serverDetail === BUSY ? BUSY : UNKNOWN_SERVER_ERROR;
  return typeof serverDetail === 'string' && knownKeys.has(serverDetail)
    ? serverDetail
    : UNKNOWN_SERVER_ERROR;
}
