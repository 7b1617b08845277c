import { defaultLocale, type Locale } from '../locales';
import { parseLanCookie } from './lanCookie';
import { pickLocale } from './pickLocale';

/** Input of {@link detectLocale}. */
export interface DetectLocaleInput {
  /** Path of the requested page, e.g. `/` or `/auth/login`. */
  pathname: string;
  /** A `Cookie` request header or `document.cookie`. */
  cookie: string | null | undefined;
  /** The browser's preferred languages (`navigator.languages`), most preferred first. */
  languages: readonly string[] | null | undefined;
}

/** Result of {@link detectLocale}. */
export interface DetectedLocale {
  /** The UI language to use. */
  locale: Locale;
  /** What decided it. */
  source: 'cookie' | 'browser' | 'default';
  /** Whether the caller must store the `lan` cookie (only after detection on the root). */
  persist: boolean;
}

/**
 * Decides the UI language of a page load (docs/spec/original-specification.md §9: cookie `lan`, detection on
 * the root only, default en).
 *
 * 1. A valid `lan` cookie wins on every path.
 * 2. Without it, the root `/` detects from the browser languages and asks to store the result.
 * 3. Without it, any other path uses the default (en) and stores nothing, so that a deep link does not
 *    fix the language before the visitor has seen the root; the language switch stores the cookie.
 */
export function detectLocale({ pathname, cookie, languages }: DetectLocaleInput): DetectedLocale {
  const fromCookie = parseLanCookie(cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie', persist: false };
  if (isRootPath(pathname))
    return { locale: pickLocale(languages), source: 'browser', persist: true };
  return { locale: defaultLocale, source: 'default', persist: false };
}

/** Whether a path is the root, where detection happens (`/`, also with a query or `index.html`). */
export function isRootPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path === '' || path === '/' || path === '/index.html';
}
