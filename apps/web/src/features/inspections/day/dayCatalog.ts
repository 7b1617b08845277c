import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'day.title': 'My day',
  'day.description': 'Your inspections to do, then the parks coming due, nearest first.',
  'day.allInspections': 'All inspections',
  'day.myDay': 'My day',
  'day.mine.title': 'My inspections',
  'day.mine.empty': 'No inspection is assigned to you.',
  'day.due.title': 'Parks due within {days, plural, one {# day} other {# days}}',
  'day.due.empty': 'No park is overdue or coming due.',
  'day.due.needsConnection': 'Starting an inspection needs a connection.',
  'day.due.overdue': 'Overdue since {date}',
  'day.due.dueOn': 'Due {date}',
  'day.scheduledFor': 'Planned for {date}',
  'day.distance': '{distance} away',
  'day.start': 'Start',
  'day.continue': 'Continue',
  'day.loadFailed': 'Your day could not be loaded',
  'day.retry': 'Try again',
  'day.position.why':
    'To put the nearest parks first, Altalena needs your position once. It stays on this device.',
  'day.position.use': 'Use my position',
  'day.position.notNow': 'Not now',
  'day.position.locating': 'Finding your position…',
  'day.position.refused': 'Without your position the parks are ordered by due date.',
  'day.position.unavailable': 'Your position is not available: the parks are ordered by due date.',
  'day.offline.banner': 'No connection: what you downloaded is shown.',
  'day.download': 'Download for offline',
  'day.downloadAll': 'Download all of today',
  'day.downloading': 'Downloading…',
  'day.downloaded': 'Available offline · {time}',
  'day.downloadFailed': 'The download did not finish. Try again with a connection.',
  'day.downloadedAll':
    '{count, plural, one {# inspection is} other {# inspections are}} available offline.',
  'day.storage.title': 'Offline data on this device',
  'day.storage.used': '{used} used of {quota} available',
  'day.storage.persisted': 'Kept until you remove it.',
  'day.storage.notPersisted': 'The browser may remove it when space runs low.',
  'day.storage.remove': 'Remove offline data',
  'day.storage.removeTitle': 'Remove offline data?',
  'day.storage.removeBody':
    'The downloaded inspections will no longer open without a connection. Changes not yet sent are kept.',
  'day.storage.removed': 'Offline data removed.',
} as const;

const it: Record<keyof typeof en, string> = {
  'day.title': 'La mia giornata',
  'day.description': 'Le tue ispezioni da fare, poi i parchi in scadenza, dal più vicino.',
  'day.allInspections': 'Tutte le ispezioni',
  'day.myDay': 'La mia giornata',
  'day.mine.title': 'Le mie ispezioni',
  'day.mine.empty': 'Nessuna ispezione è assegnata a te.',
  'day.due.title': 'Parchi in scadenza entro {days, plural, one {# giorno} other {# giorni}}',
  'day.due.empty': 'Nessun parco è scaduto o in scadenza.',
  'day.due.needsConnection': 'Per iniziare un’ispezione serve la connessione.',
  'day.due.overdue': 'Scaduta dal {date}',
  'day.due.dueOn': 'Scade il {date}',
  'day.scheduledFor': 'Pianificata per il {date}',
  'day.distance': 'a {distance}',
  'day.start': 'Inizia',
  'day.continue': 'Continua',
  'day.loadFailed': 'Non è stato possibile caricare la tua giornata',
  'day.retry': 'Riprova',
  'day.position.why':
    'Per mettere prima i parchi più vicini, Altalena ha bisogno della tua posizione una volta. Resta su questo dispositivo.',
  'day.position.use': 'Usa la mia posizione',
  'day.position.notNow': 'Non ora',
  'day.position.locating': 'Ricerca della posizione…',
  'day.position.refused': 'Senza la tua posizione i parchi sono ordinati per scadenza.',
  'day.position.unavailable':
    'La tua posizione non è disponibile: i parchi sono ordinati per scadenza.',
  'day.offline.banner': 'Nessuna connessione: vedi ciò che hai scaricato.',
  'day.download': 'Scarica per offline',
  'day.downloadAll': 'Scarica tutta la giornata',
  'day.downloading': 'Download in corso…',
  'day.downloaded': 'Disponibile offline · {time}',
  'day.downloadFailed': 'Il download non è finito. Riprova con la connessione.',
  'day.downloadedAll':
    '{count, plural, one {# ispezione è disponibile} other {# ispezioni sono disponibili}} offline.',
  'day.storage.title': 'Dati offline su questo dispositivo',
  'day.storage.used': '{used} usati su {quota} disponibili',
  'day.storage.persisted': 'Conservati finché non li rimuovi.',
  'day.storage.notPersisted': 'Il browser può rimuoverli se lo spazio scarseggia.',
  'day.storage.remove': 'Rimuovi i dati offline',
  'day.storage.removeTitle': 'Rimuovere i dati offline?',
  'day.storage.removeBody':
    'Le ispezioni scaricate non si apriranno più senza connessione. Le modifiche non ancora inviate restano.',
  'day.storage.removed': 'Dati offline rimossi.',
};

/** The texts of "My day" and of the offline downloads. */
export const dayCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
