import type { mail as en } from '../en/mail';

/** Testi delle mail inviate dal server, nella lingua del destinatario. */
export const mail: Record<keyof typeof en, string> = {
  'mail.otp.subject': 'Altalena: codice per reimpostare la password',
  'mail.otp.text':
    'Ciao {name},\n\nabbiamo ricevuto una richiesta di reimpostazione della password del tuo account Altalena.\n\nIl tuo codice OTP è: {code}\n\nIl codice vale {minutes} minuti e si può usare una sola volta.\nSe non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.\n\nAltalena',
};
