import { sql } from 'drizzle-orm';
import { numberSequences } from '../db/schema';
import type { Executor } from './types';

/** The number `YYYY/NNNN` of the `sequence`-th record of `year` (more digits past 9999). */
export function formatYearlyNumber(year: number, sequence: number): string {
  return `${year}/${String(sequence).padStart(4, '0')}`;
}

/**
 * Takes the next number `YYYY/NNNN` of `sequence` (`inspection`, `quote`) in `year`. One atomic upsert
 * locks the year's counter row until the creating transaction ends, so concurrent creations queue and a
 * rolled-back creation gives its number back: numbers stay unique and gap-free.
 */
export async function nextYearlyNumber(
  tx: Executor,
  sequence: string,
  year: number,
): Promise<string> {
  const [row] = await tx
    .insert(numberSequences)
    .values({ sequence, year, last: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.sequence, numberSequences.year],
      set: { last: sql`${numberSequences.last} + 1` },
    })
    .returning({ last: numberSequences.last });
  if (!row) throw new Error(`number sequence ${sequence} returned no row`);
  return formatYearlyNumber(year, row.last);
}
