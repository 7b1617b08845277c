import { sql } from 'drizzle-orm';
import { numberSequences } from '../../db/schema';
import { businessYear } from '../../resources/calendar';
import { formatYearlyNumber } from '../../resources/numbering';
import type { Tx } from '../../resources/types';
import type { PlannedInspection, PlannedQuote } from './planned';

/**
 * Numbers the inspections in order of creation, per Italian year; returns them in that order (the order they
 * are written in) and the last number of each year.
 */
export function numberInspections(planned: PlannedInspection[]): {
  ordered: PlannedInspection[];
  inspectionLast: Map<number, number>;
} {
  const ordered = [...planned].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.parkIndex - b.parkIndex,
  );
  const inspectionLast = new Map<number, number>();
  for (const inspection of ordered) {
    const year = businessYear(inspection.createdAt);
    const next = (inspectionLast.get(year) ?? 0) + 1;
    inspectionLast.set(year, next);
    inspection.number = formatYearlyNumber(year, next);
  }
  return { ordered, inspectionLast };
}

/** Sorts the quotes by issue day and numbers them per year of issue; returns the last number of each year. */
export function numberQuotes(quotesPlan: PlannedQuote[]): Map<number, number> {
  quotesPlan.sort(
    (a, b) =>
      a.issueDate.localeCompare(b.issueDate) || a.inspection.parkIndex - b.inspection.parkIndex,
  );
  const quoteLast = new Map<number, number>();
  for (const quote of quotesPlan) {
    const year = Number(quote.issueDate.slice(0, 4));
    const next = (quoteLast.get(year) ?? 0) + 1;
    quoteLast.set(year, next);
    quote.number = formatYearlyNumber(year, next);
  }
  return quoteLast;
}

/** Moves the number sequences past the demo's numbers, so that the next inspection and quote follow them. */
export async function insertNumberSequences(
  tx: Tx,
  inspectionLast: Map<number, number>,
  quoteLast: Map<number, number>,
): Promise<void> {
  const sequences = [
    ...[...inspectionLast].map(([y, last]) => ({ sequence: 'inspection', year: y, last })),
    ...[...quoteLast].map(([y, last]) => ({ sequence: 'quote', year: y, last })),
  ];
  if (sequences.length > 0) {
    await tx
      .insert(numberSequences)
      .values(sequences)
      .onConflictDoUpdate({
        target: [numberSequences.sequence, numberSequences.year],
        set: { last: sql`greatest(${numberSequences.last}, excluded.last)` },
      });
  }
}
