export { detectLocale, isRootPath } from './detectLocale';
export type { DetectLocaleInput, DetectedLocale } from './detectLocale';
export {
  lanCookieMaxAgeSeconds,
  lanCookieName,
  parseLanCookie,
  serializeLanCookie,
} from './lanCookie';
export type { LanCookieOptions } from './lanCookie';
export { pickLocale } from './pickLocale';
export { detectBrowserLocale, storeLocale } from './browser';
export type { LocaleWindow } from './browser';
