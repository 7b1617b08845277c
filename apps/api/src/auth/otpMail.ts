import type { UserLanguage } from '@altalena/contracts';
import { localeOf, translator } from '../documents/intl';
import { composeMail } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { OTP_TTL_MINUTES } from './otp';

/** The password-reset mail with a one-time code, in the user's language, as text and HTML. */
export function otpMail(
  user: { email: string; username: string; first_name: string; language: UserLanguage },
  code: string,
): MailMessage {
  const language = localeOf(user.language);
  const { t } = translator(language);
  return composeMail({
    to: user.email,
    language,
    subject: t('mail.otp.subject'),
    greeting: t('mail.greeting', { name: user.first_name || user.username }),
    paragraphs: [
      t('mail.otp.intro'),
      t('mail.otp.code', { code }),
      t('mail.otp.validity', { minutes: OTP_TTL_MINUTES }),
      t('mail.otp.ignore'),
    ],
    signature: t('mail.signature'),
  });
}
