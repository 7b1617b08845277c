import type { Locale } from '../locales';
import { detectLocale } from './detectLocale';
import { serializeLanCookie } from './lanCookie';

/** The parts of `window` the browser helpers use (so they can run against a fake). */
export interface LocaleWindow {
  location: { pathname: string; protocol: string };
  document: { cookie: string };
  navigator: { languages?: readonly string[]; language?: string };
}

/** Stores the UI language in the `lan` cookie of the current site. */
export function storeLocale(locale: Locale, win: LocaleWindow = window): void {
  win.document.cookie = serializeLanCookie(locale, { secure: win.location.protocol === 'https:' });
}

/**
 * Decides the UI language of this page load from the location, `document.cookie` and
 * `navigator.languages`, and stores the cookie when the root detected it.
 */
export function detectBrowserLocale(win: LocaleWindow = window): Locale {
  const { navigator } = win;
  const languages = navigator.languages?.length
    ? navigator.languages
    : navigator.language
      ? [navigator.language]
      : [];
  const detected = detectLocale({
    pathname: win.location.pathname,
    cookie: win.document.cookie,
    languages,
  });
  if (detected.persist) storeLocale(detected.locale, win);
  return detected.locale;
}
