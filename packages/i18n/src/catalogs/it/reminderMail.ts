import type { reminderMail as en } from '../en/reminderMail';

/** Testi dei promemoria che il server invia, nella lingua del destinatario. */
export const reminderMail: Record<keyof typeof en, string> = {
  'mail.reminders.subject.quote_expiring':
    'Altalena: {count, plural, one {un preventivo scade} other {# preventivi scadono}} nei prossimi giorni',
  'mail.reminders.subject.finding_overdue':
    'Altalena: {count, plural, one {una non conformità ha} other {# non conformità hanno}} superato il termine di intervento',
  'mail.reminders.subject.inspection_due':
    'Altalena: {count, plural, one {un’ispezione è in scadenza} other {# ispezioni sono in scadenza}}',
  'mail.reminders.subject.admin_digest': 'Altalena: ispezioni della settimana, {week}',
  'mail.reminders.subject.mixed': 'Altalena: i tuoi promemoria del {date}',
  'mail.reminders.greeting': 'Ciao {name},',
  'mail.reminders.intro': 'ecco cosa richiede la tua attenzione in Altalena.',
  'mail.reminders.quote_expiring.title':
    'Preventivi in attesa della tua risposta che scadono a breve',
  'mail.reminders.quote_expiring.item':
    'Preventivo {number} per {park} (ispezione {inspection}): {amount}, valido fino al {date}',
  'mail.reminders.quote_expiring.action':
    'Accedi ad Altalena per accettarli o rifiutarli prima della scadenza.',
  'mail.reminders.finding_overdue.title': 'Non conformità aperte oltre il termine di intervento',
  'mail.reminders.finding_overdue.item':
    '{park}, {subject}: {description}. Rischio: {risk}. Ispezione {inspection}, rilevata il {found}: intervento {timeframe, select, immediate {immediato} 48h {entro 48 ore} 1w {entro una settimana} other {entro un mese}}, termine scaduto il {deadline}',
  'mail.reminders.finding_overdue.action':
    'Mettile in sicurezza e pianifica gli interventi; segnalale come risolte in Altalena una volta eseguiti.',
  'mail.reminders.inspection_due.title':
    'Ispezioni scadute o in scadenza nei prossimi {days} giorni',
  'mail.reminders.inspection_due.item': '{park}, {city}: {type}, da eseguire entro il {date}',
  'mail.reminders.inspection_due.overdueItem': '{park}, {city}: {type}, scaduta dal {date}',
  'mail.reminders.admin_digest.title': 'Ispezioni della settimana {week}',
  'mail.reminders.admin_digest.overdue': 'Scadute ({count})',
  'mail.reminders.admin_digest.upcoming': 'In scadenza nei prossimi {days} giorni ({count})',
  'mail.reminders.admin_digest.item': '{park} ({customer}): {type}, scadenza {date}',
  'mail.reminders.admin_digest.none': 'Nessuna.',
  'mail.reminders.admin_digest.more':
    '… e {count, plural, one {un’altra} other {altre #}}: vedi la dashboard di Altalena.',
  'mail.reminders.footer':
    'Per non ricevere più un tipo di promemoria, apri il menu sotto il tuo nome in Altalena e scegli Promemoria.',
  'mail.reminders.signature': 'Altalena',
};
