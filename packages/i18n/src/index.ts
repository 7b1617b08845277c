import './types';

export { locales, defaultLocale, localeTags, catalogs, isLocale } from './locales';
export type { Locale, MessageId } from './locales';
export { LocaleProvider } from './react/LocaleProvider';
export type { LocaleProviderProps } from './react/LocaleProvider';
