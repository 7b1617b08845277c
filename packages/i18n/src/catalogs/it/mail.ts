import type { mail as en } from '../en/mail';

/** Testi delle mail inviate dal server, nella lingua del destinatario. */
export const mail: Record<keyof typeof en, string> = {
  'mail.greeting': 'Gentile {name},',
  'mail.signature': 'Altalena',
  'mail.otp.subject': 'Altalena: codice per reimpostare la password',
  'mail.otp.intro':
    'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Altalena.',
  'mail.otp.code': 'Il tuo codice OTP è: {code}',
  'mail.otp.validity': 'Il codice vale {minutes} minuti e si può usare una sola volta.',
  'mail.otp.ignore':
    'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
  'mail.quote.number': 'Preventivo',
  'mail.quote.customer': 'Cliente',
  'mail.quote.park': 'Area gioco',
  'mail.quote.total': 'Totale (IVA inclusa)',
  'mail.quote.validUntil': 'Valido fino al',
  'mail.quote.answeredBy': 'Risposta di',
  'mail.quote.reason': 'Motivo',
  'mail.quote.noReason': 'non indicato',
  'mail.quote.open': 'Apri il preventivo',
  'mail.quoteSent.subject': 'Preventivo n. {number} · {park}',
  'mail.quoteSent.intro':
    'in allegato trova il nostro preventivo n. {number} per gli interventi nell’area gioco {park}, a seguito dell’ispezione n. {inspection}.',
  'mail.quoteSent.answer':
    'Può consultarlo, accettarlo o rifiutarlo nell’area clienti di Altalena.',
  'mail.quoteAccepted.subject': 'Preventivo n. {number} accettato · {park}',
  'mail.quoteAccepted.intro':
    '{who} ({customer}) ha accettato il preventivo n. {number} per l’area gioco {park}.',
  'mail.quoteRejected.subject': 'Preventivo n. {number} rifiutato · {park}',
  'mail.quoteRejected.intro':
    '{who} ({customer}) ha rifiutato il preventivo n. {number} per l’area gioco {park}.',
};
