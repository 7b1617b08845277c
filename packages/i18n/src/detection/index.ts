export {
  detectLocale,
  isRootPath,
  lanCookieMaxAgeSeconds,
  lanCookieName,
  parseLanCookie,
  pickLocale,
  serializeLanCookie,
} from './core';
export type { DetectLocaleInput, DetectedLocale, LanCookieOptions } from './core';
export { detectBrowserLocale, storeLocale } from './browser';
export type { LocaleWindow } from './browser';
