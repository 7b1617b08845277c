import type { UserLanguage } from '@altalena/contracts';
import type { MailMessage } from '../mail/mailer';
import { OTP_TTL_MINUTES } from './otp';

interface OtpMailValues {
  name: string;
  code: string;
  minutes: number;
}

// Mail is rendered on the server only, so its texts live here rather than in the UI catalogs.
const texts: Record<UserLanguage, { subject: string; body: (v: OtpMailValues) => string }> = {
  it: {
    subject: 'Altalena: codice per reimpostare la password',
    body: (v) =>
      [
        `Ciao ${v.name},`,
        '',
        'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Altalena.',
        '',
        `Il tuo codice OTP è: ${v.code}`,
        '',
        `Il codice vale ${v.minutes} minuti e si può usare una sola volta.`,
        'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
        '',
        'Altalena',
      ].join('\n'),
  },
  en: {
    subject: 'Altalena: code to reset your password',
    body: (v) =>
      [
        `Hello ${v.name},`,
        '',
        'we received a request to reset the password of your Altalena account.',
        '',
        `Your OTP code is: ${v.code}`,
        '',
        `The code is valid for ${v.minutes} minutes and can be used once.`,
        'If you did not ask to reset your password, ignore this message: your current password stays valid.',
        '',
        'Altalena',
      ].join('\n'),
  },
};

/** The password-reset mail with a one-time code, in the user's language. */
export function otpMail(
  user: { email: string; username: string; first_name: string; language: UserLanguage },
  code: string,
): MailMessage {
  const t = texts[user.language] ?? texts.it;
  return {
    to: user.email,
    subject: t.subject,
    text: t.body({ name: user.first_name || user.username, code, minutes: OTP_TTL_MINUTES }),
  };
}
