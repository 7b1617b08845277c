import type { Locale } from '@altalena/i18n/catalogs';
import { formatDay, formatMoney, translator } from '../../documents/intl';
import { detailsTable, MUTED, renderDocument } from '../../documents/pdf';
import type { LineSubject, QuoteDocument } from './document';

/** Points of the lines table's fixed columns (A4 leaves 515 for the table; the description takes the rest). */
const LINE_COLUMN_WIDTHS = [14, '*', 70, 22, 30, 46, 32, 24, 50];

/**
 * Longest description whose row is kept on one page. The description column is about 100 pt wide (the
 * padding takes its share of the 515): 2,000 characters make a row taller than a page, which pdfmake drops
 * whole under `dontBreakRows`; such rows may break across pages instead.
 */
const KEPT_WHOLE_DESCRIPTION = 600;

/** The file name of a quote's PDF in a language (`preventivo-2025-0001.pdf`). */
export function quoteFilename(doc: QuoteDocument, language: Locale): string {
  const { t } = translator(language);
  return `${t('quote.filename', { number: doc.quote.number.replace(/\//g, '-') })}.pdf`;
}

/**
 * Renders a quote (docs/documents-and-schedules.md#quote-pdf) in `language`: company, number, dates, status,
 * customer, park, the inspection it comes from, lines, VAT per rate and totals, installer, notes, terms,
 * "page x of y". A draft says so on every page.
 */
export function renderQuotePdf(doc: QuoteDocument, language: Locale): Promise<Buffer> {
  const { quote } = doc;
  const { intl, t } = translator(language);
  const money = (cents: number) => formatMoney(intl, cents);
  const heading = (id: string) => ({ text: t(id), style: 'heading' });
  const place = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ');
  const subject = (line: LineSubject | undefined) => {
    if (line?.toyCode || line?.toyName)
      return [line.toyCode, line.toyName].filter(Boolean).join(' · ');
    return line?.siteArea ? t(`enum.siteArea.${line.siteArea}`) : '';
  };
  const right = (text: string) => ({ text, alignment: 'right' });
  const header = (id: string, alignment = 'left') => ({
    text: t(id),
    style: 'tableHeader',
    alignment,
  });
  const title = t('quote.number', { number: quote.number });
  const draft = quote.status === 'draft';
  const { customer, park, inspection, installer, contract } = doc;

  const lines = {
    table: {
      headerRows: 1,
      dontBreakRows: quote.lines.every((line) => line.description.length <= KEPT_WHOLE_DESCRIPTION),
      widths: LINE_COLUMN_WIDTHS,
      body: [
        [
          header('quote.column.position'),
          header('quote.column.description'),
          header('quote.column.equipment'),
          header('quote.column.unit'),
          header('quote.column.quantity', 'right'),
          header('quote.column.unitPrice', 'right'),
          header('quote.column.discount', 'right'),
          header('quote.column.vatRate', 'right'),
          header('quote.column.net', 'right'),
        ],
        ...quote.lines.map((line) => [
          String(line.position),
          line.description,
          subject(doc.subjects.get(line.id)),
          t(`enum.quoteUnit.${line.unit}`),
          right(intl.formatNumber(line.quantity, { maximumFractionDigits: 3 })),
          right(money(line.unit_price_cents)),
          right(
            line.discount_pct > 0
              ? intl.formatNumber(line.discount_pct / 100, {
                  style: 'percent',
                  maximumFractionDigits: 2,
                })
              : '—',
          ),
          right(t(`enum.vatRate.${line.vat_rate}`)),
          right(money(line.net_cents)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };

  const totals = {
    table: {
      widths: ['*', 90, 90],
      body: [
        [
          header('quote.column.vatRate'),
          header('quote.column.taxable', 'right'),
          header('quote.column.vat', 'right'),
        ],
        ...quote.totals.by_rate.map((rate) => [
          t('quote.vatRate', { rate: rate.vat_rate }),
          right(money(rate.taxable_cents)),
          right(money(rate.vat_cents)),
        ]),
        [{ text: t('quote.total.net'), bold: true }, right(money(quote.totals.net_cents)), ''],
        [{ text: t('quote.total.vat'), bold: true }, '', right(money(quote.totals.vat_cents))],
        [
          { text: t('quote.total.gross'), bold: true, fontSize: 12 },
          '',
          { text: money(quote.totals.gross_cents), bold: true, fontSize: 12, alignment: 'right' },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
  };

  // The tax code only where it is not the VAT number again.
  const taxCodeRows: [string, string][] =
    customer.tax_code && customer.tax_code !== customer.vat_number
      ? [[t('field.customer.tax_code'), customer.tax_code]]
      : [];

  const terms = [
    t('quote.terms.amounts'),
    ...(quote.valid_until
      ? [t('quote.terms.validity', { date: formatDay(intl, quote.valid_until) })]
      : []),
    ...(contract?.payment_terms_days
      ? [t('quote.terms.payment', { days: contract.payment_terms_days, contract: contract.number })]
      : []),
    t('quote.terms.acceptance'),
  ];

  return renderDocument({
    language,
    title,
    // Rendered on request: the date of the version shown, so the same version gives the same bytes.
    createdAt: new Date(quote.updated_at),
    draft,
    content: [
      { text: t('quote.title'), style: 'title' },
      { text: title, bold: true, margin: [0, 0, 0, 6] },
      ...(draft
        ? [{ text: t('quote.draftNotice'), italics: true, color: MUTED, margin: [0, 0, 0, 6] }]
        : []),
      detailsTable([
        [t('field.quote.issue_date'), formatDay(intl, quote.issue_date)],
        [t('field.quote.valid_until'), formatDay(intl, quote.valid_until)],
        [t('field.quote.status'), t(`status.quote.${quote.status}`)],
        [
          t('field.quote.quote_type_id'),
          language === 'it' ? doc.quoteType.label_it : doc.quoteType.label_en,
        ],
      ]),
      heading('quote.section.customer'),
      detailsTable([
        [t('field.customer.name'), customer.name],
        [
          t('quote.address'),
          place(
            customer.address,
            [customer.zip, customer.city].filter(Boolean).join(' '),
            customer.province,
          ),
        ],
        [t('field.customer.vat_number'), customer.vat_number],
        ...taxCodeRows,
      ]),
      heading('quote.section.park'),
      detailsTable([
        [t('field.park.name'), park.name],
        [t('quote.address'), place(park.address, park.city, park.province)],
      ]),
      heading('quote.section.inspection'),
      detailsTable([
        [t('field.inspection.number'), inspection.number],
        [t('field.inspection.type'), t(`enum.inspectionType.${inspection.type}`)],
        [
          inspection.performed_at
            ? t('field.inspection.performed_at')
            : t('field.inspection.scheduled_for'),
          formatDay(intl, inspection.performed_at ?? inspection.scheduled_for),
        ],
      ]),
      heading('quote.section.lines'),
      quote.lines.length > 0 ? lines : { text: t('quote.noLines') },
      heading('quote.section.totals'),
      totals,
      ...(installer
        ? [
            heading('quote.section.installer'),
            detailsTable([
              [t('field.installer.company_name'), installer.company_name],
              [t('field.installer.vat_number'), installer.vat_number],
              [t('quote.address'), place(installer.address, installer.city)],
            ]),
          ]
        : []),
      ...(quote.notes ? [heading('quote.section.notes'), { text: quote.notes }] : []),
      heading('quote.section.terms'),
      { ul: terms, fontSize: 9 },
    ],
  });
}
