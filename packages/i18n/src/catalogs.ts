/**
 * `@altalena/i18n/catalogs`: the catalogs and locale list without React or react-intl, for servers
 * (CSV headers, mail, PDFs) and other framework-free code.
 */
import { domainCatalogs } from './domainCatalogs';
import { mail as mailEn } from './catalogs/en/mail';
import { mail as mailIt } from './catalogs/it/mail';
import { reminderMail as reminderMailEn } from './catalogs/en/reminderMail';
import { reminderMail as reminderMailIt } from './catalogs/it/reminderMail';
import { report as reportEn } from './catalogs/en/report';
import { report as reportIt } from './catalogs/it/report';
import { catalogs as shellCatalogs, type Locale, type MessageId } from './locales';

export { defaultLocale, isLocale, localeTags, locales } from './locales';
export type { Locale, MessageId } from './locales';

/** Every message per locale, the data model's labels included (a server needs them all). */
export const catalogs: Record<Locale, Record<MessageId, string>> = {
  en: { ...shellCatalogs.en, ...domainCatalogs.en },
  it: { ...shellCatalogs.it, ...domainCatalogs.it },
};

/** The texts of the signed inspection report, per locale (servers only: the app never loads them). */
export const reportCatalogs: Record<Locale, Record<keyof typeof reportEn, string>> = {
  en: reportEn,
  it: reportIt,
};

/** The texts of the mails the server sends, per locale (servers only). */
export const mailCatalogs: Record<
  Locale,
  Record<keyof typeof mailEn | keyof typeof reminderMailEn, string>
> = {
  en: { ...mailEn, ...reminderMailEn },
  it: { ...mailIt, ...reminderMailIt },
};
