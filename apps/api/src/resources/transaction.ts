import type { Db } from '../db/client';
import { pgErrorOf } from './dbErrors';
import type { Tx } from './types';

/** How many times a transaction runs when PostgreSQL aborts it for a deadlock or a serialisation failure. */
export const TRANSACTION_ATTEMPTS = 5;

/** PostgreSQL's codes of a transaction aborted only because of a concurrent one: running it again may succeed. */
const TRANSIENT_CODES = new Set(['40001', '40P01']);

/** Whether an error is a deadlock or serialisation failure, which leaves nothing written. */
export function isTransientConflict(error: unknown): boolean {
  return TRANSIENT_CODES.has(pgErrorOf(error)?.code ?? '');
}

/** Options of the transactions of `runTransaction`. */
export type TransactionConfig = Parameters<Db['transaction']>[1];

/**
 * Runs `work` in a transaction, and again (up to `TRANSACTION_ATTEMPTS` times in all) when PostgreSQL aborts it
 * for a deadlock or a serialisation failure with a concurrent one: writes that take the same rows in different
 * orders (the data-version counters of two customers, a park and its due state) never answer a 5xx for it.
 * `work` must only touch the database, or do what is safe to do twice.
 */
export async function runTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  config?: TransactionConfig,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, config);
    } catch (error) {
      if (!isTransientConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
    }
  }
}
