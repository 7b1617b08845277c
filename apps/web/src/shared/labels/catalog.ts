import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'labels.print': 'Print labels',
  'labels.open.title': 'Opening the label…',
  'labels.open.notFound': 'This label does not lead to anything you can see.',
  'labels.scan': 'Scan',
  'labels.scan.title': 'Scan a label',
  'labels.scan.description': "Point the camera at the QR code on the equipment's label.",
  'labels.scan.video': 'Camera view',
  'labels.scan.starting': 'Starting the camera…',
  'labels.scan.scanning': 'Looking for a QR code…',
  'labels.scan.refused':
    'The camera is not allowed. Allow it in the browser, or choose a photo of the label.',
  'labels.scan.unavailable': 'No camera can be used here. Choose a photo of the label.',
  'labels.scan.notFound':
    'This label is not of an item of this inspection. Scan another one, or close.',
  'labels.scan.noCode': 'No QR code was found in that photo. Try another one.',
  'labels.scan.photo': 'Choose a photo of the label',
  'labels.scan.again': 'Scan again',
  'labels.scan.found': 'Label of {item} scanned',
  'labels.scans.line': 'Label scanned {times}',
} as const;

const it: Record<keyof typeof en, string> = {
  'labels.print': 'Stampa etichette',
  'labels.open.title': "Apertura dell'etichetta…",
  'labels.open.notFound': 'Questa etichetta non porta a nulla che tu possa vedere.',
  'labels.scan': 'Scansiona',
  'labels.scan.title': "Scansiona un'etichetta",
  'labels.scan.description': "Inquadra il codice QR sull'etichetta dell'attrezzatura.",
  'labels.scan.video': 'Immagine della fotocamera',
  'labels.scan.starting': 'Avvio della fotocamera…',
  'labels.scan.scanning': 'Ricerca di un codice QR…',
  'labels.scan.refused':
    "La fotocamera non è consentita. Consentila nel browser, oppure scegli una foto dell'etichetta.",
  'labels.scan.unavailable': "Qui non si può usare una fotocamera. Scegli una foto dell'etichetta.",
  'labels.scan.notFound':
    "Questa etichetta non è di una voce di questa ispezione. Scansionane un'altra, o chiudi.",
  'labels.scan.noCode': "In quella foto non c'è un codice QR. Provane un'altra.",
  'labels.scan.photo': "Scegli una foto dell'etichetta",
  'labels.scan.again': 'Scansiona di nuovo',
  'labels.scan.found': 'Etichetta di {item} scansionata',
  'labels.scans.line': 'Etichetta scansionata {times}',
};

/** The texts of QR labels: printing them, opening their links, scanning them. */
export const labelsCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
