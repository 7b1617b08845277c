import {
  INT4_MAX,
  quoteTotals,
  type FieldError,
  type QuoteLineWrite,
  type QuoteTotals,
  type QuoteUnit,
} from '@altalena/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { findings, inspections, installers, quoteLines, quoteTypes, toys } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Row } from '../../resources/crud';
import type { Executor, Tx } from '../../resources/types';
import { addDays } from '../../resources/calendar';

/** The quote type a quote refers to. */
export type QuoteTypeRow = typeof quoteTypes.$inferSelect;

/** The inspection a quote belongs to. */
export interface QuoteInspection {
  id: number;
  park_id: number;
}

/** A 400 `validation_error` carrying field errors. */
export function invalid(errors: FieldError[]): ApiError {
  return new ApiError(400, 'validation_error', errors);
}

/** The inspection of a path, or a 404 (visibility for customers is the quote's scope). */
export async function inspectionOf(ex: Executor, inspectionId: number): Promise<QuoteInspection> {
  const [row] = await ex
    .select({ id: inspections.id, park_id: inspections.park_id })
    .from(inspections)
    .where(eq(inspections.id, inspectionId))
    .limit(1);
  if (!row) throw new ApiError(404, 'not_found');
  return row;
}

/** The quote type `id`; a missing one, or an inactive one when `mustBeActive`, is a 400 on the field. */
export async function quoteTypeOf(
  ex: Executor,
  id: number,
  mustBeActive: boolean,
): Promise<QuoteTypeRow> {
  const [row] = await ex.select().from(quoteTypes).where(eq(quoteTypes.id, id)).limit(1);
  if (!row || (mustBeActive && !row.is_active)) {
    throw invalid([
      {
        field: 'quote_type_id',
        code: 'does_not_exist',
        message: 'Choose an active quote type.',
      },
    ]);
  }
  return row;
}

/** Checks that an installer exists (a 400 on `installer_id` otherwise). */
export async function checkInstaller(ex: Executor, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await ex
    .select({ id: installers.id })
    .from(installers)
    .where(eq(installers.id, id))
    .limit(1);
  if (!row) {
    throw invalid([
      { field: 'installer_id', code: 'does_not_exist', message: 'This installer does not exist.' },
    ]);
  }
}

/** The default validity end: the issue date plus the type's validity days. */
export function defaultValidUntil(issueDate: string, type: QuoteTypeRow): string {
  const day = addDays(issueDate, type.validity_days);
  if (day === null) {
    throw invalid([
      {
        field: 'valid_until',
        code: 'date_out_of_range',
        message: 'The validity of this quote type ends after the year 2999.',
      },
    ]);
  }
  return day;
}

/** Refuses a validity end before the issue date. */
export function checkValidity(issueDate: string, validUntil: string | null): void {
  if (validUntil !== null && validUntil < issueDate) {
    throw invalid([
      {
        field: 'valid_until',
        code: 'before_issue_date',
        message: 'The quote cannot expire before its issue date.',
      },
    ]);
  }
}

/** A line ready to store: the body's line with its defaults and its net. */
export interface ResolvedLine {
  finding_id: number | null;
  toy_id: number | null;
  description: string;
  unit: QuoteUnit;
  quantity: number;
  unit_price_cents: number;
  discount_pct: number;
  vat_rate: number;
  net_cents: number;
}

/** Lines with their defaults, checked against the inspection, with the quote's totals. */
export interface ResolvedLines {
  lines: ResolvedLine[];
  totals: QuoteTotals;
}

async function existingIds(
  ex: Executor,
  ids: number[],
  query: (ids: number[]) => Promise<{ id: number }[]>,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await query([...new Set(ids)])).map((row) => row.id));
}

/**
 * Resolves the body's lines: default discount and VAT rate, each finding one of this inspection and
 * each toy one of its park, and the totals within what the columns hold.
 */
export async function resolveLines(
  ex: Executor,
  inspection: QuoteInspection,
  type: QuoteTypeRow,
  body: QuoteLineWrite[],
): Promise<ResolvedLines> {
  const findingIds = body.flatMap((line) => (line.finding_id ? [line.finding_id] : []));
  const toyIds = body.flatMap((line) => (line.toy_id ? [line.toy_id] : []));
  const knownFindings = await existingIds(ex, findingIds, (ids) =>
    ex
      .select({ id: findings.id })
      .from(findings)
      .where(and(eq(findings.inspection_id, inspection.id), inArray(findings.id, ids))),
  );
  const knownToys = await existingIds(ex, toyIds, (ids) =>
    ex
      .select({ id: toys.id })
      .from(toys)
      .where(and(eq(toys.park_id, inspection.park_id), inArray(toys.id, ids))),
  );
  const errors: FieldError[] = [];
  body.forEach((line, index) => {
    if (line.finding_id && !knownFindings.has(line.finding_id)) {
      errors.push({
        field: `lines.${index}.finding_id`,
        code: 'invalid_finding',
        message: 'Choose a finding of this inspection.',
      });
    }
    if (line.toy_id && !knownToys.has(line.toy_id)) {
      errors.push({
        field: `lines.${index}.toy_id`,
        code: 'invalid_toy',
        message: "Choose a toy of the inspection's park.",
      });
    }
  });
  if (errors.length > 0) throw invalid(errors);
  const drafts = body.map((line) => ({
    finding_id: line.finding_id ?? null,
    toy_id: line.toy_id ?? null,
    description: line.description,
    unit: line.unit,
    quantity: line.quantity,
    unit_price_cents: line.unit_price_cents,
    discount_pct: line.discount_pct ?? 0,
    vat_rate: line.vat_rate ?? type.default_vat_rate,
  }));
  const totals = quoteTotals(drafts);
  if (
    totals.gross_cents > INT4_MAX ||
    totals.lines.some((line) => line.net_cents > INT4_MAX) ||
    totals.by_rate.some((rate) => rate.taxable_cents > INT4_MAX)
  ) {
    throw invalid([
      {
        field: 'lines',
        code: 'total_too_large',
        message: 'The quote total exceeds 21,474,836.47 EUR: split it into several quotes.',
      },
    ]);
  }
  const lines = drafts.map((draft, index) => ({
    ...draft,
    net_cents: totals.lines[index]?.net_cents ?? 0,
  }));
  return { lines, totals };
}

/** Replaces a quote's lines; positions follow the order given, from 1. */
export async function replaceLines(tx: Tx, quoteId: number, lines: ResolvedLine[]): Promise<void> {
  await tx.delete(quoteLines).where(eq(quoteLines.quote_id, quoteId));
  if (lines.length === 0) return;
  await tx
    .insert(quoteLines)
    .values(lines.map((line, index) => ({ ...line, quote_id: quoteId, position: index + 1 })));
}

/** The quote columns holding the totals. */
export function totalColumns(totals: QuoteTotals): Row {
  return {
    net_cents: totals.net_cents,
    vat_cents: totals.vat_cents,
    gross_cents: totals.gross_cents,
  };
}
