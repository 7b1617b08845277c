import { catalogs, documentCatalogs, mailCatalogs, type Locale } from '@altalena/i18n/catalogs';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { BUSINESS_TIME_ZONE } from '../resources/calendar';

/** The language of a reader or recipient; anything unknown reads Italian, the company's language. */
export function localeOf(language: string | null | undefined): Locale {
  return language === 'en' ? 'en' : 'it';
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * The formatter of everything the server writes for people (PDF documents, mail) in a language: every
 * catalog (the data model's labels too) through `@formatjs/intl`, dates in Europe/Rome.
 */
function serverIntl(language: Locale): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language === 'it' ? 'it-IT' : 'en-GB',
        timeZone: BUSINESS_TIME_ZONE,
        messages: {
          ...catalogs[language],
          ...documentCatalogs[language],
          ...mailCatalogs[language],
        },
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** A calendar day (`YYYY-MM-DD`) or an instant as `dd/mm/yyyy` in the intl's language; `—` for none. */
export function formatDay(intl: IntlShape, value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return intl.formatDate(value, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** Integer cents as euros in the intl's format (`1.234,50 €` in Italian, `€1,234.50` in English). */
export function formatMoney(intl: IntlShape, cents: number): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}

/** Message values the server's texts take. */
export type MessageValues = Record<string, string | number>;

/** The formatter of a language and `t(id, values)`, its messages as plain strings. */
export function translator(language: Locale) {
  const intl = serverIntl(language);
  return { intl, t: (id: string, values?: MessageValues) => intl.formatMessage({ id }, values) };
}
