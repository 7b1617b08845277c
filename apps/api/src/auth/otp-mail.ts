import type { UserLanguage } from '@altalena/contracts';
import { mailIntl } from '../mail/intl';
import type { MailMessage } from '../mail/mailer';
import { OTP_TTL_MINUTES } from './otp';

/** The password-reset mail with a one-time code, in the user's language. */
export function otpMail(
  user: { email: string; username: string; first_name: string; language: UserLanguage },
  code: string,
): MailMessage {
  const intl = mailIntl(user.language);
  return {
    to: user.email,
    subject: intl.formatMessage({ id: 'mail.otp.subject' }),
    text: intl.formatMessage(
      { id: 'mail.otp.text' },
      { name: user.first_name || user.username, code, minutes: OTP_TTL_MINUTES },
    ),
  };
}
