import type { MessageId } from '@altalena/i18n';

// The docs/spec/original-specification.md §8 keys with a catalog text ('error.<key>'); anything else is shown
// as the unknown error.
const knownErrorKeys = new Set([
  'invalid_login_credentials',
  'unknown_server_error',
  'not_authenticated',
  'user_not_found',
  'invalid_password',
  'invalid_otp',
]);

/** The catalog id of an error key of the auth flow; unknown keys (429, 5xx, network) are the unknown error. */
export function errorMessageId(key: string): MessageId {
  return (knownErrorKeys.has(key) ? `error.${key}` : 'error.unknown_server_error') as MessageId;
}

/** The catalog id of a success message key of the auth machine, or null for an unknown one. */
export function successMessageId(key: string | null): MessageId | null {
  return key === 'success.password_changed' ? key : null;
}
