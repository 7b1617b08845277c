// The language decision without the browser: what a server needs to answer in the language the app
// would pick (the `@altalena/i18n/detection` subpath). The browser helpers are in `browser.ts`.
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
