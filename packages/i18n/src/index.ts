export type { AnyMessageId, AppMessageIds } from './types';

export { locales, defaultLocale, localeTags, catalogs, isLocale } from './locales';
export { domainCatalogs } from './domainCatalogs';
export type { Locale, MessageId, ShellMessageId, DomainMessageId } from './locales';
export { LocaleProvider } from './react/LocaleProvider';
export type { LocaleProviderProps } from './react/LocaleProvider';
export { LocaleStateProvider, useLocale } from './react/LocaleState';
export { FeatureMessages } from './react/FeatureMessages';
export type { FeatureCatalog, FeatureMessagesProps } from './react/FeatureMessages';
export type { LocaleState, LocaleStateProviderProps } from './react/LocaleState';
export {
  detectBrowserLocale,
  detectLocale,
  isRootPath,
  lanCookieMaxAgeSeconds,
  lanCookieName,
  parseLanCookie,
  pickLocale,
  serializeLanCookie,
  storeLocale,
} from './detection';
export type {
  DetectLocaleInput,
  DetectedLocale,
  LanCookieOptions,
  LocaleWindow,
} from './detection';
