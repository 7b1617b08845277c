import type { UserLanguage } from '@altalena/contracts';
import { catalogs, mailCatalogs } from '@altalena/i18n/catalogs';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { BUSINESS_TIME_ZONE } from '../resources/calendar';

const intlCache = createIntlCache();
const intls = new Map<UserLanguage, IntlShape>();

/**
 * The mail formatter of a language: the mail texts and the data model's labels of the shared catalogs,
 * through `@formatjs/intl`, with dates in the company's time zone. Anything but `en` is Italian.
 */
export function mailIntl(language: string): IntlShape {
  const locale: UserLanguage = language === 'en' ? 'en' : 'it';
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: locale === 'en' ? 'en-GB' : 'it-IT',
        timeZone: BUSINESS_TIME_ZONE,
        messages: { ...catalogs[locale], ...mailCatalogs[locale] },
      },
      intlCache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
