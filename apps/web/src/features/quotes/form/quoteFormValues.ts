import type { InspectionDetail, Quote, QuoteType, QuoteUnit } from '@altalena/contracts';
import type { IntlShape } from 'react-intl';
import { addDays, formatCents } from '../../../scaffold';
import { liveTotals } from './liveTotals';

/** One line as the form holds it: amounts may be blank or half typed until the form is saved. */
export interface LineValues {
  finding_id: number | null;
  toy_id: number | null;
  description: string;
  unit: QuoteUnit;
  /** `null` while blank. */
  quantity: number | null;
  unit_price_cents: number | null;
  discount_pct: number | null;
  vat_rate: number;
}

/** The quote as the form holds it. */
export interface QuoteValues {
  quote_type_id: number | null;
  issue_date: string | null;
  valid_until: string | null;
  installer_id: number | null;
  notes: string;
  lines: LineValues[];
  /** The findings the lines come from: not sent, it follows the lines and ticks the findings' boxes. */
  finding_ids: number[];
  /**
   * The lines in one phrase (how many, what total), kept up to date as they change: not sent, it lets
   * the conflict dialog say how the lines saved meanwhile differ from the user's.
   */
  lines_summary: string;
}

/** A finding of the inspection the quote may cover, as its box names it. */
export interface FindingOption {
  id: number;
  toy_id: number | null;
  description: string;
  /** Its description and where it was found (the equipment or the site area). */
  label: string;
}

/** The ids of the findings `lines` come from, each once. */
export const findingIdsOf = (lines: readonly LineValues[]) => [
  ...new Set(lines.flatMap((line) => (line.finding_id === null ? [] : [line.finding_id]))),
];

/** The unit a new line suggests: pieces. */
const SUGGESTED_UNIT: QuoteUnit = 'pz';

/** A new line at the quote type's VAT rate: one piece, no price yet, no discount. */
export function newLine(vatRate: number, from: Partial<LineValues> = {}): LineValues {
  return {
    finding_id: null,
    toy_id: null,
    description: '',
    unit: SUGGESTED_UNIT,
    quantity: 1,
    unit_price_cents: null,
    discount_pct: 0,
    vat_rate: vatRate,
    ...from,
  };
}

/**
 * The findings of the inspection a quote may cover, in the order of its items (equipment, then
 * site): the open ones, and those its lines already name (`named`).
 */
export function findingOptions(
  inspection: InspectionDetail,
  intl: IntlShape,
  named: ReadonlySet<number> = new Set(),
): FindingOption[] {
  return [...inspection.items]
    .sort((a, b) => a.position - b.position)
    .flatMap((item) => {
      const where = item.site_area
        ? intl.formatMessage({ id: `enum.siteArea.${item.site_area}` })
        : [item.toy_code, item.toy_name].filter(Boolean).join(' · ');
      return item.findings
        .filter((finding) => finding.status === 'open' || named.has(finding.id))
        .map((finding) => ({
          id: finding.id,
          toy_id: item.toy_id,
          description: finding.description,
          label: `${finding.description} (${where})`,
        }));
    });
}

/** The line a finding proposes: its description and equipment, one piece at `vatRate`. */
export const lineOfFinding = (finding: FindingOption, vatRate: number) =>
  newLine(vatRate, {
    finding_id: finding.id,
    toy_id: finding.toy_id,
    description: finding.description,
  });

/** The last day a quote of `type` issued on `issueDate` is valid by default. */
export const validUntilOf = (type: QuoteType, issueDate: string) =>
  addDays(issueDate, type.validity_days);

/**
 * The form's values of a new quote of `type` issued `today`, valid for the type's days, with `lines`
 * at the type's VAT rate.
 */
export function newQuoteValues(
  type: QuoteType | undefined,
  today: string,
  findings: readonly FindingOption[],
  intl: IntlShape,
): QuoteValues {
  const proposed = type
    ? findings.map((finding) => lineOfFinding(finding, type.default_vat_rate))
    : [];
  return {
    quote_type_id: type?.id ?? null,
    issue_date: today,
    valid_until: type ? validUntilOf(type, today) : null,
    installer_id: null,
    notes: '',
    lines: proposed,
    finding_ids: findingIdsOf(proposed),
    lines_summary: linesSummary(intl, proposed),
  };
}

/** The lines in one phrase: how many and their total VAT included (`3 righe, 1.234,50 €`). */
export const linesSummary = (intl: IntlShape, lines: readonly LineValues[]) =>
  intl.formatMessage(
    { id: 'quotes.form.linesSummary' },
    { count: lines.length, total: formatCents(intl, liveTotals(lines).gross_cents) },
  );

/** The form's values of a stored quote. */
export function storedQuoteValues(quote: Quote, intl: IntlShape): QuoteValues {
  const values: QuoteValues = {
    quote_type_id: quote.quote_type_id,
    issue_date: quote.issue_date,
    valid_until: quote.valid_until,
    installer_id: quote.installer_id,
    notes: quote.notes ?? '',
    lines: quote.lines.map((line) => ({
      finding_id: line.finding_id,
      toy_id: line.toy_id,
      description: line.description,
      unit: line.unit,
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents,
      discount_pct: line.discount_pct,
      vat_rate: line.vat_rate,
    })),
    finding_ids: [],
    lines_summary: '',
  };
  return {
    ...values,
    finding_ids: findingIdsOf(values.lines),
    lines_summary: linesSummary(intl, values.lines),
  };
}

/** Labels of the fields the conflict dialog compares; the lines by their summary. */
export const quoteFieldLabels = {
  quote_type_id: 'field.quote.quote_type_id',
  issue_date: 'field.quote.issue_date',
  valid_until: 'field.quote.valid_until',
  installer_id: 'field.quote.installer_id',
  notes: 'field.quote.notes',
  lines_summary: 'field.quote.lines',
} as const;
