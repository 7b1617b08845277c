import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'sync.allSaved': 'All saved',
  'sync.sending': '{count, plural, one {Sending # change…} other {Sending # changes…}}',
  'sync.waiting':
    '{count, plural, one {# change waiting for a connection} other {# changes waiting for a connection}}',
  'sync.needsYou': '{count, plural, one {# change needs you} other {# changes need you}}',
  'sync.list.title': 'Changes not saved yet',
  'sync.list.empty': 'Everything recorded on this device is on the server.',
  'sync.list.offline': 'No connection: these are sent by themselves when it returns.',
  'sync.list.inspection': 'Inspection {number}',
  'sync.list.inspectionId': 'Inspection #{id}',
  'sync.list.open': 'Open the inspection',
  'sync.kind.item': '{item}: {what}',
  'sync.kind.itemEdit': 'outcome or notes',
  'sync.kind.findingCreate': 'New finding: {description}',
  'sync.kind.findingUpdate': 'Finding changed: {status}',
  'sync.kind.photo': 'Photo {name}',
  'sync.kind.complete': 'Completion of the inspection',
  'sync.kind.scan': '{item}: label scanned',
  'sync.kind.position.start': 'Position at the start',
  'sync.kind.position.completion': 'Position at completion',
  'sync.state.waiting': 'Waiting',
  'sync.state.sending': 'Sending…',
  'sync.state.conflict': 'Changed by someone else meanwhile: which one stays?',
  'sync.state.refused': 'Refused: {reason}',
  'sync.retry': 'Send again',
  'sync.discard': 'Discard',
  'sync.keepMine': 'Keep mine',
  'sync.useTheirs': 'Use theirs',
  'sync.close': 'Close',
  'sync.photo.queued': 'Photo {name}, kept on this device until it is sent',
  'sync.photo.list': 'Photos not sent yet',
  'sync.photo.remove': 'Remove {name}',
  'sync.signOut.title': 'Sign out and lose what is not sent?',
  'sync.signOut.body':
    '{count, plural, one {# change recorded on this device has not reached the server yet. Signing out deletes it from this device: it will be lost.} other {# changes recorded on this device have not reached the server yet. Signing out deletes them from this device: they will be lost.}}',
  'sync.signOut.confirm': 'Sign out and discard',
  'sync.signOut.stay': 'Stay',
};

const it: Record<keyof typeof en, string> = {
  'sync.allSaved': 'Tutto salvato',
  'sync.sending': '{count, plural, one {Invio di # modifica…} other {Invio di # modifiche…}}',
  'sync.waiting':
    '{count, plural, one {# modifica in attesa di connessione} other {# modifiche in attesa di connessione}}',
  'sync.needsYou':
    '{count, plural, one {# modifica richiede una tua scelta} other {# modifiche richiedono una tua scelta}}',
  'sync.list.title': 'Modifiche non ancora salvate',
  'sync.list.empty': 'Tutto ciò che è stato registrato su questo dispositivo è sul server.',
  'sync.list.offline': 'Nessuna connessione: vengono inviate da sole quando torna.',
  'sync.list.inspection': 'Ispezione {number}',
  'sync.list.inspectionId': 'Ispezione n. {id}',
  'sync.list.open': 'Apri l’ispezione',
  'sync.kind.item': '{item}: {what}',
  'sync.kind.itemEdit': 'esito o note',
  'sync.kind.findingCreate': 'Nuovo rilievo: {description}',
  'sync.kind.findingUpdate': 'Rilievo modificato: {status}',
  'sync.kind.photo': 'Foto {name}',
  'sync.kind.complete': 'Completamento dell’ispezione',
  'sync.kind.scan': '{item}: etichetta scansionata',
  'sync.kind.position.start': 'Posizione all’inizio',
  'sync.kind.position.completion': 'Posizione al completamento',
  'sync.state.waiting': 'In attesa',
  'sync.state.sending': 'Invio…',
  'sync.state.conflict': 'Modificata da un altro nel frattempo: quale versione resta?',
  'sync.state.refused': 'Rifiutata: {reason}',
  'sync.retry': 'Invia di nuovo',
  'sync.discard': 'Scarta',
  'sync.keepMine': 'Tieni la mia',
  'sync.useTheirs': 'Usa la sua',
  'sync.close': 'Chiudi',
  'sync.photo.queued': 'Foto {name}, tenuta su questo dispositivo finché non è inviata',
  'sync.photo.list': 'Foto non ancora inviate',
  'sync.photo.remove': 'Rimuovi {name}',
  'sync.signOut.title': 'Uscire e perdere ciò che non è stato inviato?',
  'sync.signOut.body':
    '{count, plural, one {# modifica registrata su questo dispositivo non è ancora arrivata al server. Uscendo viene cancellata da questo dispositivo: andrà persa.} other {# modifiche registrate su questo dispositivo non sono ancora arrivate al server. Uscendo vengono cancellate da questo dispositivo: andranno perse.}}',
  'sync.signOut.confirm': 'Esci e scarta',
  'sync.signOut.stay': 'Resta',
};

/** The texts of the sync indicator and of what the outbox shows on the pages. */
export const syncCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
