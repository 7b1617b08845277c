/**
 * `@altalena/i18n/catalogs`: the catalogs and locale list without React or react-intl, for servers
 * (CSV headers, mail, PDFs) and other framework-free code.
 */
export { catalogs, defaultLocale, isLocale, localeTags, locales } from './locales';
export type { Locale, MessageId } from './locales';
