import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'quotes.list.title': 'Quotes',
  'quotes.list.description':
    'The repair quotes written after the inspections: drafts, those waiting for an answer, accepted and rejected.',
  'quotes.list.descriptionCustomer':
    'The repair quotes for your parks: those waiting for your answer come first.',
  'quotes.list.empty.title': 'No quotes yet',
  'quotes.list.empty.admin':
    'A quote starts from an inspection with open findings: open the inspection and choose “Create quote”.',
  'quotes.list.empty.customer':
    'The quotes for the repairs of your parks will appear here as soon as they are sent to you.',
  'quotes.list.openInspections': 'Go to the inspections',
  'quotes.views': 'Quick view',
  'quotes.view.waiting': 'Waiting for an answer',
  'quotes.view.expiring': 'Expiring within 14 days',
  'quotes.view.accepted': 'Accepted',
  'quotes.view.drafts': 'Drafts',
  'quotes.title': 'Quote {number}',
  'quotes.section.data': 'Details',
  'quotes.section.lines': 'Lines',
  'quotes.section.totals': 'Totals',
  'quotes.section.notes': 'Notes',
  'quotes.section.answer': 'The customer’s answer',
  'quotes.section.findings': 'The inspection’s findings',
  'quotes.findings.empty': 'The inspection has no findings.',
  'quotes.inspection': 'Inspection {number}',
  'quotes.validity.left': '{days, plural, =0 {expires today} one {# day left} other {# days left}}',
  'quotes.state.draft': 'Draft: the customer does not see it until it is sent.',
  'quotes.state.waitingAdmin': 'Sent: waiting for the customer’s answer.',
  'quotes.state.waitingCustomer':
    'This quote is waiting for your answer: accept or reject it by {date}.',
  'quotes.state.expired': 'The quote expired on {date} without an answer.',
  'quotes.state.cancelled': 'The quote was cancelled by the office.',
  'quotes.answer.reason': 'Reason given',
  'quotes.answer.noReason': 'No reason given.',
  'quotes.lines.empty': 'No lines.',
  'quotes.lines.equipment': 'Equipment',
  'quotes.totals.net': 'Taxable amount',
  'quotes.totals.vat': 'VAT {rate} on {taxable}',
  'quotes.totals.gross': 'Total VAT included',
  'quotes.action.pdf': 'Download PDF',
  'quotes.action.send': 'Send to the customer',
  'quotes.send.title': 'Send quote {number}?',
  'quotes.send.body':
    'The customer’s users will receive it by mail, with the PDF attached. Once sent it can no longer be changed.',
  'quotes.sent': 'Quote sent',
  'quotes.action.cancel': 'Cancel the quote',
  'quotes.cancel.title': 'Cancel quote {number}?',
  'quotes.cancel.body':
    'The quote is withdrawn: the customer can no longer accept it and its findings are open again.',
  'quotes.cancel.keep': 'Keep it',
  'quotes.cancelled': 'Quote cancelled',
  'quotes.action.accept': 'Accept',
  'quotes.accept.title': 'Accept quote {number}?',
  'quotes.accept.body':
    'You commission the work quoted, for {amount} VAT included. The office is told at once.',
  'quotes.accepted': 'Quote accepted',
  'quotes.action.reject': 'Reject',
  'quotes.reject.title': 'Reject quote {number}?',
  'quotes.reject.body': 'The office is told at once. You may say why.',
  'quotes.reject.reason': 'Reason (optional)',
  'quotes.rejected': 'Quote rejected',
  'quotes.form.create': 'New quote',
  'quotes.form.edit': 'Edit quote {number}',
  'quotes.form.section.quote': 'Quote',
  'quotes.form.section.lines': 'Lines',
  'quotes.form.section.totals': 'Totals',
  'quotes.form.inspection': 'Inspection',
  'quotes.form.proposed':
    'One line is proposed for each open finding of the inspection: price it, change it or remove it (untick its finding to drop its line), and add the others.',
  'quotes.form.findings': 'Open findings to quote',
  'quotes.form.noFindings': 'The inspection has no open findings: add the lines yourself.',
  'quotes.form.exists': 'This inspection already has a quote.',
  'quotes.form.notEditable.title': 'This quote can no longer be changed',
  'quotes.form.notEditable.body':
    'Only a draft can be edited; this quote is “{status}”. Open it to see what can still be done.',
  'quotes.form.openQuote': 'Open the quote',
  'quotes.form.loadFailed': 'The inspection could not be loaded',
  'quotes.form.linesSummary':
    '{count, plural, =0 {No lines} one {# line} other {# lines}}, {total}',
  'quotes.line.legend': 'Line {position}',
  'quotes.line.equipment': 'Equipment: {name}',
  'quotes.line.fromFinding': 'From a finding of the inspection',
  'quotes.line.moveUp': 'Move line {position} up',
  'quotes.line.moveDown': 'Move line {position} down',
  'quotes.line.remove': 'Remove line {position}',
  'quotes.line.add': 'Add a line',
  'quotes.line.moved': 'Line moved to position {position} of {count}',
  'quotes.line.removed':
    'Line removed: {count, plural, =0 {no lines left} one {# line left} other {# lines left}}',
  'quotes.line.added': 'Line {position} added',
  'quotes.lines.none': 'No lines yet: add the first one.',
} as const;

const it: Record<keyof typeof en, string> = {
  'quotes.list.title': 'Preventivi',
  'quotes.list.description':
    'I preventivi di riparazione scritti dopo le ispezioni: bozze, in attesa di risposta, accettati e rifiutati.',
  'quotes.list.descriptionCustomer':
    'I preventivi di riparazione dei tuoi parchi: prima quelli che attendono la tua risposta.',
  'quotes.list.empty.title': 'Ancora nessun preventivo',
  'quotes.list.empty.admin':
    'Un preventivo nasce da un’ispezione con rilievi aperti: apri l’ispezione e scegli “Crea preventivo”.',
  'quotes.list.empty.customer':
    'I preventivi per le riparazioni dei tuoi parchi compariranno qui appena ti verranno inviati.',
  'quotes.list.openInspections': 'Vai alle ispezioni',
  'quotes.views': 'Vista rapida',
  'quotes.view.waiting': 'In attesa di risposta',
  'quotes.view.expiring': 'In scadenza entro 14 giorni',
  'quotes.view.accepted': 'Accettati',
  'quotes.view.drafts': 'Bozze',
  'quotes.title': 'Preventivo {number}',
  'quotes.section.data': 'Dati',
  'quotes.section.lines': 'Righe',
  'quotes.section.totals': 'Totali',
  'quotes.section.notes': 'Note',
  'quotes.section.answer': 'La risposta del cliente',
  'quotes.section.findings': 'I rilievi dell’ispezione',
  'quotes.findings.empty': 'L’ispezione non ha rilievi.',
  'quotes.inspection': 'Ispezione {number}',
  'quotes.validity.left':
    '{days, plural, =0 {scade oggi} one {manca # giorno} other {mancano # giorni}}',
  'quotes.state.draft': 'Bozza: il cliente non la vede finché non viene inviata.',
  'quotes.state.waitingAdmin': 'Inviato: in attesa della risposta del cliente.',
  'quotes.state.waitingCustomer':
    'Questo preventivo attende la tua risposta: accettalo o rifiutalo entro il {date}.',
  'quotes.state.expired': 'Il preventivo è scaduto il {date} senza risposta.',
  'quotes.state.cancelled': 'Il preventivo è stato annullato dall’ufficio.',
  'quotes.answer.reason': 'Motivo indicato',
  'quotes.answer.noReason': 'Nessun motivo indicato.',
  'quotes.lines.empty': 'Nessuna riga.',
  'quotes.lines.equipment': 'Attrezzatura',
  'quotes.totals.net': 'Imponibile',
  'quotes.totals.vat': 'IVA {rate} su {taxable}',
  'quotes.totals.gross': 'Totale IVA inclusa',
  'quotes.action.pdf': 'Scarica PDF',
  'quotes.action.send': 'Invia al cliente',
  'quotes.send.title': 'Inviare il preventivo {number}?',
  'quotes.send.body':
    'Gli utenti del cliente lo riceveranno per email, con il PDF allegato. Dopo l’invio non si potrà più modificare.',
  'quotes.sent': 'Preventivo inviato',
  'quotes.action.cancel': 'Annulla il preventivo',
  'quotes.cancel.title': 'Annullare il preventivo {number}?',
  'quotes.cancel.body':
    'Il preventivo viene ritirato: il cliente non potrà più accettarlo e i suoi rilievi tornano aperti.',
  'quotes.cancel.keep': 'Mantienilo',
  'quotes.cancelled': 'Preventivo annullato',
  'quotes.action.accept': 'Accetta',
  'quotes.accept.title': 'Accettare il preventivo {number}?',
  'quotes.accept.body':
    'Affidi i lavori del preventivo, per {amount} IVA inclusa. L’ufficio viene avvisato subito.',
  'quotes.accepted': 'Preventivo accettato',
  'quotes.action.reject': 'Rifiuta',
  'quotes.reject.title': 'Rifiutare il preventivo {number}?',
  'quotes.reject.body': 'L’ufficio viene avvisato subito. Puoi indicare il motivo.',
  'quotes.reject.reason': 'Motivo (facoltativo)',
  'quotes.rejected': 'Preventivo rifiutato',
  'quotes.form.create': 'Nuovo preventivo',
  'quotes.form.edit': 'Modifica preventivo {number}',
  'quotes.form.section.quote': 'Preventivo',
  'quotes.form.section.lines': 'Righe',
  'quotes.form.section.totals': 'Totali',
  'quotes.form.inspection': 'Ispezione',
  'quotes.form.proposed':
    'È proposta una riga per ogni rilievo aperto dell’ispezione: indica il prezzo, modificala o eliminala (togli la spunta al rilievo per toglierne la riga), e aggiungi le altre.',
  'quotes.form.findings': 'Rilievi aperti da preventivare',
  'quotes.form.noFindings':
    'L’ispezione non ha rilievi aperti: aggiungi tu le righe del preventivo.',
  'quotes.form.exists': 'Questa ispezione ha già un preventivo.',
  'quotes.form.notEditable.title': 'Questo preventivo non si può più modificare',
  'quotes.form.notEditable.body':
    'Si può modificare solo una bozza; questo preventivo è “{status}”. Aprilo per vedere cosa si può ancora fare.',
  'quotes.form.openQuote': 'Apri il preventivo',
  'quotes.form.loadFailed': 'Non è stato possibile caricare l’ispezione',
  'quotes.form.linesSummary':
    '{count, plural, =0 {Nessuna riga} one {# riga} other {# righe}}, {total}',
  'quotes.line.legend': 'Riga {position}',
  'quotes.line.equipment': 'Attrezzatura: {name}',
  'quotes.line.fromFinding': 'Da un rilievo dell’ispezione',
  'quotes.line.moveUp': 'Sposta su la riga {position}',
  'quotes.line.moveDown': 'Sposta giù la riga {position}',
  'quotes.line.remove': 'Elimina la riga {position}',
  'quotes.line.add': 'Aggiungi una riga',
  'quotes.line.moved': 'Riga spostata in posizione {position} di {count}',
  'quotes.line.removed':
    'Riga eliminata: {count, plural, =0 {non restano righe} one {resta # riga} other {restano # righe}}',
  'quotes.line.added': 'Aggiunta la riga {position}',
  'quotes.lines.none': 'Ancora nessuna riga: aggiungi la prima.',
};

/** The texts of the quote screens, loaded with them. */
export const quotesCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
