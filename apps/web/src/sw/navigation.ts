// Pure helpers of the service worker (sw.ts): which navigations the app answers and with which page.
// They mirror what the server does (apps/api/src/web/webApp.ts), so that a page opened with no
// connection is the one the server would have sent.
import { detectLocale, lanCookieName } from '@altalena/i18n/detection';
import { PRERENDERED_PATHS } from '../prerender/prerenderedPaths';

/** The app shell: the page the server sends for every client-side route without a prerendered one. */
export const APP_SHELL_URL = '/index.html';

/** Whether a navigation to `pathname` is a client-side route of the app (never the API, never a file). */
export function isAppNavigation(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * The precached prerendered page of `pathname` in the language the server would pick (the `lan`
 * cookie, else the browser's languages on the root, else English); null for a route without one.
 */
export function prerenderedPageUrl(
  pathname: string,
  cookie: string | null,
  languages: readonly string[],
): string | null {
  if (!PRERENDERED_PATHS.includes(pathname)) return null;
  const { locale } = detectLocale({ pathname, cookie, languages });
  return `/prerendered${pathname}.${locale}.html`;
}

/** What the worker could read of the `lan` cookie: its value (null: no such cookie), or nothing at all. */
export type LanCookieRead = { value: string | null } | 'unreadable';

/**
 * The `lan` cookie (as a `Cookie` header) the worker picks the login page's language by: the cookie
 * itself where the browser lets a worker read it (the Cookie Store API, Chromium), else the language
 * the page last told the worker (kept in Cache Storage), else none (the server's default).
 */
export function lanCookieFor(read: LanCookieRead, told: string | null): string | null {
  if (read !== 'unreadable') return read.value === null ? null : `${lanCookieName}=${read.value}`;
  return told === null ? null : `${lanCookieName}=${told}`;
}
