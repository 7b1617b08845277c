import type { UserLanguage } from '@altalena/contracts';
import { mailCatalogs } from '@altalena/i18n/catalogs';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MailMessage } from '../mail/mailer';
import { OTP_TTL_MINUTES } from './otp';

const intlCache = createIntlCache();
const intls = new Map<UserLanguage, IntlShape>();

/** The mail formatter of a language, from the shared catalogs through `@formatjs/intl`. */
function mailIntl(language: UserLanguage): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      { locale: language === 'en' ? 'en-GB' : 'it-IT', messages: mailCatalogs[language] },
      intlCache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** The password-reset mail with a one-time code, in the user's language. */
export function otpMail(
  user: { email: string; username: string; first_name: string; language: UserLanguage },
  code: string,
): MailMessage {
  const intl = mailIntl(user.language === 'en' ? 'en' : 'it');
  return {
    to: user.email,
    subject: intl.formatMessage({ id: 'mail.otp.subject' }),
    text: intl.formatMessage(
      { id: 'mail.otp.text' },
      { name: user.first_name || user.username, code, minutes: OTP_TTL_MINUTES },
    ),
  };
}
