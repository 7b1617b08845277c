import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'reminders.title': 'Reminders',
  'reminders.description':
    'Altalena e-mails you these reminders, at most one message a day. Turn off the ones you do not want.',
  'reminders.kind.inspection_due': 'Inspections due',
  'reminders.kind.inspection_due.description':
    'Inspections of your parks due in the next 14 days, and overdue ones.',
  'reminders.kind.quote_expiring': 'Quotes about to expire',
  'reminders.kind.quote_expiring.description':
    'Quotes waiting for your answer, 3 days before they expire.',
  'reminders.kind.finding_overdue': 'Findings past their deadline',
  'reminders.kind.finding_overdue.description':
    'Open findings whose repair deadline (immediately, 48 hours, a week, a month) has passed.',
  'reminders.kind.admin_digest': 'Weekly summary',
  'reminders.kind.admin_digest.description':
    'Every Monday: the overdue inspections and those due in the next 14 days, of every park.',
  'reminders.loading': 'Loading your reminders',
  'reminders.loadFailed': 'Your reminders could not be loaded.',
  'reminders.retry': 'Try again',
  'reminders.saving': 'Saving…',
  'reminders.saved': 'Saved.',
  'reminders.saveFailed': 'The change could not be saved: try again.',
  'reminders.stale':
    'Your reminders were changed elsewhere meanwhile: here they are as they are now. Try again.',
} as const;

const it: Record<keyof typeof en, string> = {
  'reminders.title': 'Promemoria',
  'reminders.description':
    'Altalena ti invia questi promemoria per e-mail, al massimo un messaggio al giorno. Disattiva quelli che non vuoi ricevere.',
  'reminders.kind.inspection_due': 'Ispezioni in scadenza',
  'reminders.kind.inspection_due.description':
    'Le ispezioni dei tuoi parchi da eseguire nei prossimi 14 giorni, e quelle scadute.',
  'reminders.kind.quote_expiring': 'Preventivi in scadenza',
  'reminders.kind.quote_expiring.description':
    'I preventivi in attesa della tua risposta, 3 giorni prima che scadano.',
  'reminders.kind.finding_overdue': 'Non conformità oltre il termine',
  'reminders.kind.finding_overdue.description':
    'Le non conformità aperte il cui termine di intervento (immediato, 48 ore, una settimana, un mese) è passato.',
  'reminders.kind.admin_digest': 'Riepilogo settimanale',
  'reminders.kind.admin_digest.description':
    'Ogni lunedì: le ispezioni scadute e quelle in scadenza nei prossimi 14 giorni, di tutti i parchi.',
  'reminders.loading': 'Caricamento dei tuoi promemoria',
  'reminders.loadFailed': 'Non è stato possibile caricare i tuoi promemoria.',
  'reminders.retry': 'Riprova',
  'reminders.saving': 'Salvataggio…',
  'reminders.saved': 'Salvato.',
  'reminders.saveFailed': 'Non è stato possibile salvare la modifica: riprova.',
  'reminders.stale':
    'I tuoi promemoria sono stati cambiati altrove nel frattempo: eccoli come sono ora. Riprova.',
};

/** The texts of the reminders dialog, loaded with it. */
export const remindersCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
