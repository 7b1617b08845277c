/**
 * `@altalena/i18n/catalogs`: the catalogs and locale list without React or react-intl, for servers
 * (CSV headers, mail, PDFs) and other framework-free code.
 */
import { domainCatalogs } from './domainCatalogs';
import { document as documentEn } from './catalogs/en/document';
import { document as documentIt } from './catalogs/it/document';
import { mail as mailEn } from './catalogs/en/mail';
import { mail as mailIt } from './catalogs/it/mail';
import { quote as quoteEn } from './catalogs/en/quote';
import { quote as quoteIt } from './catalogs/it/quote';
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

/** A message id of the server's PDF documents. */
export type DocumentMessageId =
  keyof typeof documentEn | keyof typeof reportEn | keyof typeof quoteEn;

/**
 * The texts of the PDF documents (their shared frame, the signed inspection report, the quote), per
 * locale (servers only: the app never loads them).
 */
export const documentCatalogs: Record<Locale, Record<DocumentMessageId, string>> = {
  en: { ...documentEn, ...reportEn, ...quoteEn },
  it: { ...documentIt, ...reportIt, ...quoteIt },
};

/** The texts of the mails the server sends, per locale (servers only). */
export const mailCatalogs: Record<
  Locale,
  Record<keyof typeof mailEn | keyof typeof reminderMailEn, string>
> = {
  en: { ...mailEn, ...reminderMailEn },
  it: { ...mailIt, ...reminderMailIt },
};
