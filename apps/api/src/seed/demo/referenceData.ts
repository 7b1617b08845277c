import { quoteTypes, selects } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { quoteTypesSeed } from '../quoteTypesSeed';
import { selectsSeed } from '../selectsSeed';

/** Rows per insert of the selectable lists. */
const CHUNK = 400;

/** Inserts the selectable lists and quote types the migrations did not (idempotent). */
export async function ensureReferenceData(tx: Tx, now: Date): Promise<void> {
  for (let i = 0; i < selectsSeed.length; i += CHUNK) {
    await tx
      .insert(selects)
      .values(
        selectsSeed.slice(i, i + CHUNK).map((s) => ({ ...s, created_at: now, updated_at: now })),
      )
      .onConflictDoNothing();
  }
  await tx
    .insert(quoteTypes)
    .values(quoteTypesSeed.map((q) => ({ ...q, created_at: now, updated_at: now })))
    .onConflictDoNothing();
}
