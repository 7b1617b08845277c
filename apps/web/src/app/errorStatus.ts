import { isRouteErrorResponse } from 'react-router-dom';

/** What the error page shows for anything a route throws: its HTTP status (else 500) and message. */
export function errorStatus(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    // A response thrown with a text (e.g. `throw data('…', 404)`) shows that text as the message (§2).
    const message = typeof data === 'string' && data.trim() !== '' ? data : undefined;
    return message ? { status: error.status, message } : { status: error.status };
  }
  return { status: 500 };
}
