import type { quote as en } from '../en/quote';

/** Testi del preventivo (PDF), prodotto dal server. */
export const quote: Record<keyof typeof en, string> = {
  'quote.title': 'Preventivo',
  'quote.number': 'Preventivo n. {number}',
  'quote.filename': 'preventivo-{number}',
  'quote.draftNotice':
    'Bozza: non ancora inviata al cliente. Voci, importi e condizioni possono ancora cambiare.',
  'quote.section.customer': 'Cliente',
  'quote.section.park': 'Area gioco',
  'quote.section.inspection': 'Ispezione',
  'quote.section.lines': 'Voci',
  'quote.section.totals': 'Totali',
  'quote.section.installer': 'Installatore',
  'quote.section.notes': 'Note',
  'quote.section.terms': 'Condizioni',
  'quote.address': 'Indirizzo',
  'quote.column.position': 'N.',
  'quote.column.description': 'Descrizione',
  'quote.column.equipment': 'Gioco',
  'quote.column.unit': 'U.M.',
  'quote.column.quantity': 'Q.tà',
  'quote.column.unitPrice': 'Prezzo unitario',
  'quote.column.discount': 'Sconto',
  'quote.column.vatRate': 'IVA',
  'quote.column.net': 'Imponibile',
  'quote.column.taxable': 'Imponibile',
  'quote.column.vat': 'IVA',
  'quote.noLines': 'Nessuna voce.',
  'quote.vatRate': 'IVA {rate}%',
  'quote.total.net': 'Totale imponibile',
  'quote.total.vat': 'Totale IVA',
  'quote.total.gross': 'Totale (IVA inclusa)',
  'quote.terms.amounts':
    'Importi in euro. Ogni voce è soggetta all’IVA con l’aliquota indicata accanto; i totali sommano l’IVA di ciascuna aliquota.',
  'quote.terms.validity':
    'Il preventivo è valido fino al {date}: dopo tale data i prezzi vanno confermati di nuovo.',
  'quote.terms.payment':
    'Pagamento a {days} giorni dalla data della fattura, come previsto dal contratto n. {contract}.',
  'quote.terms.acceptance':
    'Il preventivo si accetta o si rifiuta nell’area clienti di Altalena; i lavori vengono programmati dopo l’accettazione.',
};
