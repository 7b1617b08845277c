import { ApiRequestError, UNKNOWN_SERVER_ERROR, type ApiFailure } from '@altalena/api-client';
import type { AnyMessageId } from '@altalena/i18n';
import type { IntlShape } from 'react-intl';

const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && (value as ApiFailure).error === true;

/**
 * The error key of a failed query, mutation or answer (`unknown_server_error` for anything
 * unexpected).
 */
export function errorKeyOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.response.data.detail;
  if (isFailure(error)) return error.data.detail;
  return UNKNOWN_SERVER_ERROR;
}

/** The translated text of a failed query or mutation, from the error catalogue. */
export function errorMessage(intl: IntlShape, error: unknown): string {
  const id = `error.${errorKeyOf(error)}` as AnyMessageId;
  return intl.messages[id] !== undefined
    ? intl.formatMessage({ id })
    : intl.formatMessage({ id: 'error.unknown_server_error' });
}
