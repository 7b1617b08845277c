/** Texts of the quote (PDF), rendered by the server. */
export const quote = {
  'quote.title': 'Quote',
  'quote.number': 'Quote no. {number}',
  'quote.filename': 'quote-{number}',
  'quote.draftNotice':
    'Draft: not sent to the customer yet. Items, amounts and terms may still change.',
  'quote.section.customer': 'Customer',
  'quote.section.park': 'Play area',
  'quote.section.inspection': 'Inspection',
  'quote.section.lines': 'Items',
  'quote.section.totals': 'Totals',
  'quote.section.installer': 'Installer',
  'quote.section.notes': 'Notes',
  'quote.section.terms': 'Terms',
  'quote.address': 'Address',
  'quote.column.position': '#',
  'quote.column.description': 'Description',
  'quote.column.equipment': 'Equipment',
  'quote.column.unit': 'Unit',
  'quote.column.quantity': 'Qty',
  'quote.column.unitPrice': 'Unit price',
  'quote.column.discount': 'Discount',
  'quote.column.vatRate': 'VAT',
  'quote.column.net': 'Net',
  'quote.column.taxable': 'Taxable amount',
  'quote.column.vat': 'VAT',
  'quote.noLines': 'No items.',
  'quote.vatRate': 'VAT {rate}%',
  'quote.total.net': 'Net total',
  'quote.total.vat': 'VAT',
  'quote.total.gross': 'Total (VAT included)',
  'quote.terms.amounts':
    'Amounts in euros. Each item bears VAT at the rate shown beside it; the totals add up the VAT of each rate.',
  'quote.terms.validity':
    'This quote is valid until {date}: after that date, its prices must be confirmed again.',
  'quote.terms.payment':
    'Payment within {days} days of the invoice date, as agreed in contract no. {contract}.',
  'quote.terms.acceptance':
    'Accept or reject this quote in the Altalena customer area; the works are scheduled once it is accepted.',
} as const;
