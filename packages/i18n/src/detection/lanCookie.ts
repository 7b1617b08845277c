import { isLocale, type Locale } from '../locales';

/** Name of the cookie that remembers the UI language (docs/spec/original-specification.md §9). */
export const lanCookieName = 'lan';

/** Lifetime of the `lan` cookie in seconds: 365 days (§9). */
export const lanCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Reads the `lan` cookie from a `Cookie` request header or from `document.cookie`.
 * Returns null when the cookie is missing or holds anything but a supported locale.
 */
export function parseLanCookie(cookie: string | null | undefined): Locale | null {
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== lanCookieName) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    // The first well-formed `lan` wins, as browsers send the most specific path first.
    return isLocale(value) ? value : null;
  }
  return null;
}

/** Options of {@link serializeLanCookie}. */
export interface LanCookieOptions {
  /** Adds `Secure` (set it when the page is served over https). */
  secure?: boolean;
}

/**
 * Serialises the `lan` cookie for `document.cookie` or a `Set-Cookie` header:
 * 365 days, whole site, SameSite=Lax.
 */
export function serializeLanCookie(locale: Locale, options: LanCookieOptions = {}): string {
  const attributes = [
    `${lanCookieName}=${locale}`,
    `Max-Age=${lanCookieMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
