/** Messages of the display primitives and the labels of domain statuses (it). */
export const uiDisplay = {
  'ui.spinner.label': 'Caricamento…',
  'ui.table.loading': 'Caricamento…',
  'ui.table.empty': 'Nessun risultato',
  'ui.table.selection': 'Selezione',
  'ui.pagination.label': 'Paginazione',
  'ui.pagination.previous': 'Precedente',
  'ui.pagination.next': 'Successiva',
  'ui.pagination.page': 'Pagina {page}',
  'ui.pagination.summary': '{start, number}–{end, number} di {total, number}',
  'ui.alert.dismiss': 'Chiudi',
  'ui.breadcrumbs.label': 'Percorso di navigazione',

  'status.risk.very_high': 'Molto alto',
  'status.risk.high': 'Alto',
  'status.risk.medium': 'Medio',
  'status.risk.low': 'Basso',

  'status.inspection.scheduled': 'Programmata',
  'status.inspection.in_progress': 'In corso',
  'status.inspection.completed': 'Completata',
  'status.inspection.signed': 'Firmata',
  'status.inspection.cancelled': 'Annullata',

  'status.quote.draft': 'Bozza',
  'status.quote.sent': 'Inviato',
  'status.quote.accepted': 'Accettato',
  'status.quote.rejected': 'Rifiutato',
  'status.quote.expired': 'Scaduto',
  'status.quote.cancelled': 'Annullato',

  'status.contract.draft': 'Bozza',
  'status.contract.active': 'Attivo',
  'status.contract.suspended': 'Sospeso',
  'status.contract.expired': 'Scaduto',
  'status.contract.terminated': 'Risolto',

  'finding.late': 'In ritardo',
  'finding.lateDue': 'In ritardo: scadenza {date}',
  'status.finding.open': 'Aperta',
  'status.finding.quoted': 'Preventivata',
  'status.finding.in_progress': 'In lavorazione',
  'status.finding.resolved': 'Risolta',
  'status.finding.verified': 'Verificata',

  'status.park.open': 'Aperto',
  'status.park.partially_closed': 'Parzialmente chiuso',
  'status.park.closed': 'Chiuso',
  'status.park.archived': 'Archiviato',

  'status.toy.in_use': 'In uso',
  'status.toy.out_of_service': 'Fuori servizio',
  'status.toy.removed': 'Rimosso',

  'status.outcome.compliant': 'Conforme',
  'status.outcome.with_remarks': 'Con osservazioni',
  'status.outcome.non_compliant': 'Non conforme',
} as const satisfies Record<string, string>;
