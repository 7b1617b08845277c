import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'inspections.list.title': 'Inspections',
  'inspections.list.description':
    'Every inspection under EN 1176-7: scheduled, in progress, completed and signed.',
  'inspections.list.empty.title': 'No inspections yet',
  'inspections.list.empty.description':
    'An inspection is started from its park: open the park and choose “New inspection”.',
  'inspections.list.openParks': 'Go to the parks',
  'inspections.filter.performedFrom': 'Performed from',
  'inspections.filter.performedTo': 'Performed until',
  'inspections.title': 'Inspection {number}',
  'inspections.form.create': 'New inspection',
  'inspections.form.edit': 'Edit inspection {number}',
  'inspections.form.section.inspection': 'Inspection',
  'inspections.form.section.notes': 'Weather and summary',
  'inspections.form.park': 'Park',
  'inspections.form.routineOnly':
    'You record routine visual inspections; the other types are done by the inspection company.',
  'inspections.form.itemsHint':
    'The items are created from the park’s equipment in use and its site areas; open findings of the previous inspection are carried forward.',
  'inspections.form.signed':
    'This inspection is signed: it can no longer be edited. Its report is the record of what was found.',
  'inspections.form.openInspection': 'Open the inspection',
  'inspections.work.progress': '{done} of {total} items done',
  'inspections.work.equipment': 'Equipment',
  'inspections.work.site': 'Site',
  'inspections.work.outcome': 'Outcome of {item}',
  'inspections.work.notes': 'Notes',
  'inspections.work.saving': 'Saving…',
  'inspections.work.saved': 'Saved',
  'inspections.work.retrying': 'Not sent yet: kept on this device',
  'inspections.work.failed': 'Not saved: {reason}',
  'inspections.work.conflict':
    'Someone else changed this item meanwhile: outcome “{outcome}”. Yours is shown here.',
  'inspections.work.keepMine': 'Keep mine',
  'inspections.work.keepTheirs': 'Use theirs',
  'inspections.work.noOutcome': 'Not recorded',
  'inspections.work.findings': 'Findings',
  'inspections.work.addFinding': 'Add finding',
  'inspections.work.carried': 'Carried forward from the previous inspection: check it again',
  'inspections.work.recheck': 'Still there?',
  'inspections.work.history': 'Its history',
  'inspections.work.complete': 'Complete inspection',
  'inspections.work.completeHint':
    'Record an outcome for every item, a finding for every defect and re-check the carried findings to complete the inspection.',
  'inspections.work.missingCount':
    '{count, plural, one {# thing missing to complete} other {# things missing to complete}}',
  'inspections.missing.title':
    'Before completing: {count, plural, one {# thing is missing} other {# things are missing}}',
  'inspections.missing.outcome_required': '{item}: record its outcome',
  'inspections.missing.finding_required': '{item}: marked defective, record the finding',
  'inspections.missing.recheck_required':
    '{item}: re-check the finding carried forward (still open, resolved or verified)',
  'inspections.allOk.action': 'All remaining ok ({count, plural, one {# item} other {# items}})',
  'inspections.allOk.title': 'Mark {count, plural, one {# item} other {# items}} as ok?',
  'inspections.allOk.body':
    'Only the items without an outcome are marked ok; those already recorded stay as they are.',
  'inspections.allOk.confirm': 'Mark {count, plural, one {# item} other {# items}} ok',
  'inspections.work.completed': 'Inspection completed.',
  'inspections.work.sign': 'Sign',
  'inspections.work.sign.title': 'Sign inspection {number}?',
  'inspections.work.sign.body':
    'Once signed, the inspection, its items and its findings can no longer change, and the report is issued.',
  'inspections.work.signed': 'Inspection signed.',
  'inspections.work.signedBy': 'Signed by {name} on {date}',
  'inspections.work.report': 'Download report',
  'inspections.work.readOnly': 'This inspection is signed: it can no longer change.',
  'inspections.work.cancelled': 'This inspection was cancelled.',
  'inspections.finding.add': 'New finding',
  'inspections.finding.edit': 'Finding on {item}',
  'inspections.finding.addPhotos': 'Add photos',
  'inspections.finding.notSent': 'Not sent yet: kept on this device',
  'inspections.finding.conflict': 'Changed by someone else meanwhile: which one stays?',
  'inspections.work.completeQueued':
    'Completion recorded: it is sent after the other changes when the connection returns.',
  'inspections.work.signOffline': 'Signing needs a connection.',
  'inspections.quote.title': 'Quote',
  'inspections.quote.open': 'Open the quote',
  'inspections.quote.create': 'Create quote',
  'inspections.quote.toQuote':
    '{count, plural, one {# open finding} other {# open findings}} to quote.',
} as const;

const it: Record<keyof typeof en, string> = {
  'inspections.list.title': 'Ispezioni',
  'inspections.list.description':
    'Tutte le ispezioni secondo la EN 1176-7: programmate, in corso, completate e firmate.',
  'inspections.list.empty.title': 'Ancora nessuna ispezione',
  'inspections.list.empty.description':
    'Un’ispezione si avvia dal suo parco: apri il parco e scegli «Nuova ispezione».',
  'inspections.list.openParks': 'Vai ai parchi',
  'inspections.filter.performedFrom': 'Eseguita dal',
  'inspections.filter.performedTo': 'Eseguita fino al',
  'inspections.title': 'Ispezione {number}',
  'inspections.form.create': 'Nuova ispezione',
  'inspections.form.edit': 'Modifica ispezione {number}',
  'inspections.form.section.inspection': 'Ispezione',
  'inspections.form.section.notes': 'Meteo e sintesi',
  'inspections.form.park': 'Parco',
  'inspections.form.routineOnly':
    'Registri le ispezioni visive di routine; gli altri tipi li esegue la società di ispezione.',
  'inspections.form.itemsHint':
    'Le voci nascono dalle attrezzature in uso del parco e dalle aree del sito; i rilievi aperti dell’ispezione precedente vengono riportati.',
  'inspections.form.signed':
    'Questa ispezione è firmata: non si può più modificare. Il suo verbale è il documento di quanto rilevato.',
  'inspections.form.openInspection': 'Apri l’ispezione',
  'inspections.work.progress': '{done} di {total} voci fatte',
  'inspections.work.equipment': 'Attrezzature',
  'inspections.work.site': 'Sito',
  'inspections.work.outcome': 'Esito di {item}',
  'inspections.work.notes': 'Note',
  'inspections.work.saving': 'Salvataggio…',
  'inspections.work.saved': 'Salvato',
  'inspections.work.retrying': 'Non ancora inviato: tenuto su questo dispositivo',
  'inspections.work.failed': 'Non salvato: {reason}',
  'inspections.work.conflict':
    'Qualcun altro ha cambiato questa voce nel frattempo: esito «{outcome}». Qui vedi il tuo.',
  'inspections.work.keepMine': 'Tieni il mio',
  'inspections.work.keepTheirs': 'Usa il suo',
  'inspections.work.noOutcome': 'Non registrato',
  'inspections.work.findings': 'Rilievi',
  'inspections.work.addFinding': 'Aggiungi rilievo',
  'inspections.work.carried': 'Riportato dall’ispezione precedente: verificalo di nuovo',
  'inspections.work.recheck': 'Ancora presente?',
  'inspections.work.history': 'Lo storico',
  'inspections.work.complete': 'Completa ispezione',
  'inspections.work.completeHint':
    'Per completare l’ispezione registra un esito per ogni voce, un rilievo per ogni difetto e verifica i rilievi riportati.',
  'inspections.work.missingCount':
    '{count, plural, one {Manca # cosa per completare} other {Mancano # cose per completare}}',
  'inspections.missing.title':
    'Prima di completare: {count, plural, one {manca # cosa} other {mancano # cose}}',
  'inspections.missing.outcome_required': '{item}: registra l’esito',
  'inspections.missing.finding_required': '{item}: segnata come difettosa, registra il rilievo',
  'inspections.missing.recheck_required':
    '{item}: verifica il rilievo riportato (ancora aperto, risolto o verificato)',
  'inspections.allOk.action':
    'Tutte le restanti conformi ({count, plural, one {# voce} other {# voci}})',
  'inspections.allOk.title': 'Segnare {count, plural, one {# voce} other {# voci}} come conformi?',
  'inspections.allOk.body':
    'Vengono segnate solo le voci senza esito; quelle già registrate restano come sono.',
  'inspections.allOk.confirm': 'Segna {count, plural, one {# voce} other {# voci}} conformi',
  'inspections.work.completed': 'Ispezione completata.',
  'inspections.work.sign': 'Firma',
  'inspections.work.sign.title': 'Firmare l’ispezione {number}?',
  'inspections.work.sign.body':
    'Dopo la firma l’ispezione, le sue voci e i rilievi non possono più cambiare, e viene emesso il verbale.',
  'inspections.work.signed': 'Ispezione firmata.',
  'inspections.work.signedBy': 'Firmata da {name} il {date}',
  'inspections.work.report': 'Scarica il verbale',
  'inspections.work.readOnly': 'Questa ispezione è firmata: non può più cambiare.',
  'inspections.work.cancelled': 'Questa ispezione è stata annullata.',
  'inspections.finding.add': 'Nuovo rilievo',
  'inspections.finding.edit': 'Rilievo su {item}',
  'inspections.finding.addPhotos': 'Aggiungi foto',
  'inspections.finding.notSent': 'Non ancora inviato: tenuto su questo dispositivo',
  'inspections.finding.conflict': 'Modificato da un altro nel frattempo: quale versione resta?',
  'inspections.work.completeQueued':
    'Completamento registrato: viene inviato dopo le altre modifiche quando torna la connessione.',
  'inspections.work.signOffline': 'Per firmare serve la connessione.',
  'inspections.quote.title': 'Preventivo',
  'inspections.quote.open': 'Apri il preventivo',
  'inspections.quote.create': 'Crea preventivo',
  'inspections.quote.toQuote':
    '{count, plural, one {# rilievo aperto} other {# rilievi aperti}} da preventivare.',
};

/** The texts of the inspection screens. */
export const inspectionsCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
