import { isRouteErrorResponse } from 'react-router-dom';

/** What the error page shows for anything a route throws: its HTTP status (else 500) and message. */
export function errorStatus(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    // A response thrown with a text (e.g. `throw data('…', 404)`) shows that text as the message
    // (docs/spec/original-specification.md §2).
    const message = typeof data === 'string' && data.trim() !== '' ? data : undefined;
    return message ? { status: error.status, message } : { status: error.status };
  }
  // `throw data(null, { status })` from a screen's render (not a loader) reaches the boundary as it is.
  const init = (error as { type?: unknown; init?: { status?: unknown } } | null)?.init;
  if (
    (error as { type?: unknown } | null)?.type === 'DataWithResponseInit' &&
    typeof init?.status === 'number'
  )
    return { status: init.status };
  return { status: 500 };
}
