import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'parks.list.title': 'Parks',
  'parks.list.description':
    'The play areas you look after, with the inspections each one is due for.',
  'parks.list.create': 'New park',
  'parks.list.empty.title': 'No parks yet',
  'parks.list.empty.description': 'Add the first park: then its equipment and its inspections.',
  'parks.list.lastInspection': 'Last inspection',
  'parks.filter.overdue': 'Inspection overdue',
  'parks.filter.dueWithin': 'Due within (days)',
  'parks.filter.openFindings': 'With open findings',
  'parks.due.overdue': 'Overdue since {date}',
  'parks.due.soon': 'Due {date}',
  'parks.due.never': 'Never inspected',
  'parks.form.create': 'New park',
  'parks.form.edit': 'Edit {name}',
  'parks.form.section.park': 'Park',
  'parks.form.section.position': 'Position',
  'parks.form.section.state': 'State and notes',
  'parks.form.section.photo': 'Photo',
  'parks.form.photo.afterSave': 'Save the park first, then add its photo.',
  'parks.form.position.hint':
    'Click the map where the park is, type decimal degrees, or, standing in the park, take them from the device.',
  'parks.form.position.map': 'Map: click where the park is',
  'parks.detail.map': 'Map of {name}',
  'parks.list.map': 'Map of the parks listed',
  'parks.form.position.useMine': 'Use my position',
  'parks.form.position.locating': 'Finding your position…',
  'parks.form.position.denied': 'The browser did not allow the position to be read.',
  'parks.form.position.unavailable': 'The position could not be found. Type it in.',
  'parks.form.position.found': 'Position set, accurate to about {meters} m.',
  'parks.detail.section.data': 'Details',
  'parks.detail.section.position': 'Position',
  'parks.detail.openInMaps': 'Open in a map',
  'parks.detail.section.due': 'Inspections due',
  'parks.detail.section.photo': 'Photo',
  'parks.detail.due.type': 'Inspection type',
  'parks.detail.toys': 'Equipment',
  'parks.detail.toys.empty': 'No equipment recorded yet.',
  'parks.detail.addToy': 'Add equipment',
  'parks.detail.inspections': 'Inspections',
  'parks.detail.inspections.empty': 'No inspections yet.',
  'parks.detail.newInspection': 'New inspection',
  'parks.detail.openFindings': 'Open findings',
  'parks.detail.openFindings.empty': 'No open findings.',
} as const;

const it: Record<keyof typeof en, string> = {
  'parks.list.title': 'Parchi',
  'parks.list.description': 'Le aree gioco che segui, con le ispezioni che ciascuna attende.',
  'parks.list.create': 'Nuovo parco',
  'parks.list.empty.title': 'Ancora nessun parco',
  'parks.list.empty.description':
    'Aggiungi il primo parco: poi le sue attrezzature e le ispezioni.',
  'parks.list.lastInspection': 'Ultima ispezione',
  'parks.filter.overdue': 'Ispezione scaduta',
  'parks.filter.dueWithin': 'In scadenza entro (giorni)',
  'parks.filter.openFindings': 'Con rilievi aperti',
  'parks.due.overdue': 'Scaduta dal {date}',
  'parks.due.soon': 'Entro il {date}',
  'parks.due.never': 'Mai ispezionato',
  'parks.form.create': 'Nuovo parco',
  'parks.form.edit': 'Modifica {name}',
  'parks.form.section.park': 'Parco',
  'parks.form.section.position': 'Posizione',
  'parks.form.section.state': 'Stato e note',
  'parks.form.section.photo': 'Foto',
  'parks.form.photo.afterSave': 'Salva prima il parco, poi aggiungi la sua foto.',
  'parks.form.position.hint':
    'Fai clic sulla mappa dove si trova il parco, scrivi i gradi decimali o, nel parco, prendili dal dispositivo.',
  'parks.form.position.map': 'Mappa: fai clic dove si trova il parco',
  'parks.detail.map': 'Mappa di {name}',
  'parks.list.map': 'Mappa dei parchi elencati',
  'parks.form.position.useMine': 'Usa la mia posizione',
  'parks.form.position.locating': 'Ricerca della posizione…',
  'parks.form.position.denied': 'Il browser non ha permesso di leggere la posizione.',
  'parks.form.position.unavailable':
    'Non è stato possibile trovare la posizione. Inseriscila a mano.',
  'parks.form.position.found': 'Posizione impostata, precisa a circa {meters} m.',
  'parks.detail.section.data': 'Dati',
  'parks.detail.section.position': 'Posizione',
  'parks.detail.openInMaps': 'Apri in una mappa',
  'parks.detail.section.due': 'Ispezioni in scadenza',
  'parks.detail.section.photo': 'Foto',
  'parks.detail.due.type': 'Tipo di ispezione',
  'parks.detail.toys': 'Attrezzature',
  'parks.detail.toys.empty': 'Ancora nessuna attrezzatura registrata.',
  'parks.detail.addToy': 'Aggiungi attrezzatura',
  'parks.detail.inspections': 'Ispezioni',
  'parks.detail.inspections.empty': 'Ancora nessuna ispezione.',
  'parks.detail.newInspection': 'Nuova ispezione',
  'parks.detail.openFindings': 'Rilievi aperti',
  'parks.detail.openFindings.empty': 'Nessun rilievo aperto.',
};

/** The texts of the park screens, loaded with them. */
export const parksCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
