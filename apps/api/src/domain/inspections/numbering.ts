import { sql } from 'drizzle-orm';
import { numberSequences } from '../../db/schema';
import type { Executor } from '../../resources/types';
import { formatInspectionNumber, romeYear } from './rules';

/**
 * Takes the next number of `sequence` in the Italian calendar year of `now`, as `YYYY/NNNN`. The upsert
 * locks the year's counter row until the creating transaction ends, so concurrent creations queue and
 * a rolled-back creation gives its number back: numbers stay unique and gap-free.
 */
export async function nextNumber(tx: Executor, sequence: string, now: Date): Promise<string> {
  const year = romeYear(now);
  const [row] = await tx
    .insert(numberSequences)
    .values({ sequence, year, last: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.sequence, numberSequences.year],
      set: { last: sql`${numberSequences.last} + 1` },
    })
    .returning({ last: numberSequences.last });
  if (!row) throw new Error(`number sequence ${sequence} returned no row`);
  return formatInspectionNumber(year, row.last);
}

/** The next inspection number. */
export function nextInspectionNumber(tx: Executor, now: Date): Promise<string> {
  return nextNumber(tx, 'inspection', now);
}
