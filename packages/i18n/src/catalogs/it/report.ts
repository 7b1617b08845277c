import type { report as en } from '../en/report';

/** Testi del verbale di ispezione firmato (PDF), prodotto dal server. */
export const report: Record<keyof typeof en, string> = {
  'report.title': 'Verbale di ispezione',
  'report.standard': 'Ispezione delle attrezzature per aree da gioco secondo la UNI EN 1176-7',
  'report.number': 'Verbale n. {number}',
  'report.section.park': 'Area gioco',
  'report.section.inspection': 'Ispezione',
  'report.section.items': 'Voci ispezionate',
  'report.section.findings': 'Rilievi',
  'report.section.carried': 'Rilievi riportati dall’ispezione precedente',
  'report.section.summary': 'Sintesi',
  'report.section.signature': 'Firma',
  'report.customer': 'Cliente',
  'report.address': 'Indirizzo',
  'report.coordinates': 'Coordinate',
  'report.item': 'Voce',
  'report.noFindings': 'Nessun rilievo.',
  'report.signedBy': 'Firmato da {name} il {date}',
  'report.verify': 'Verifica questo verbale su {url}',
  'report.code': 'Codice di verifica: {code}',
};
