// The messages between the app and its service worker, apart from sw.ts so that the app's side does not
// load the worker's code.

/** The message the app posts to a waiting worker to make it take over (on a reload, never mid-work). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Whether a message posted to the worker asks it to take over. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type
  );
}
