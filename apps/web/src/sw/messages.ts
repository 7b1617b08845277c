// The messages between the app and its service worker, apart from sw.ts so that the app's side does not
// load the worker's code.
import { lanCookieName, parseLanCookie } from '@altalena/i18n/detection';

/** A UI language, as the `lan` cookie holds it. */
type Locale = NonNullable<ReturnType<typeof parseLanCookie>>;

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

/** The message type by which the app tells its worker the UI language. */
const LANGUAGE_MESSAGE_TYPE = 'LANGUAGE';

/**
 * The message the app posts to its worker with the UI language (on registration, when a worker takes
 * control, and on every change), for browsers whose workers cannot read the `lan` cookie.
 */
export const languageMessage = (locale: Locale) =>
  ({ type: LANGUAGE_MESSAGE_TYPE, locale }) as const;

/** The language a message to the worker tells, when it is one (and a supported one); null otherwise. */
export function languageOf(data: unknown): Locale | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, locale } = data as { type?: unknown; locale?: unknown };
  if (type !== LANGUAGE_MESSAGE_TYPE || typeof locale !== 'string') return null;
  // Only a supported language as such (never a cookie string with more in it).
  return parseLanCookie(`${lanCookieName}=${locale}`) === locale ? (locale as Locale) : null;
}
