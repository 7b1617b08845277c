import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/client';

/** One statement the app sent, as it can be sent again. */
export type CapturedStatement =
  | { driver: 'postgres'; config: pg.QueryConfig }
  | {
      driver: 'pglite';
      text: string;
      params: unknown[];
      options?: QueryOptions;
      /** The transaction the statement ran in (1, 2… in order), if any. */
      transaction?: number;
    };

/** Normalises the arguments of `pg.Client#query` into one query config. */
function toQueryConfig(args: unknown[]): pg.QueryConfig {
  const [first, second] = args;
  if (typeof first === 'string') {
    return { text: first, values: Array.isArray(second) ? second : undefined };
  }
  const config = { ...(first as pg.QueryConfig) };
  if (Array.isArray(second)) config.values = second;
  return config;
}

/**
 * Records every statement the database handle runs while `run` runs: `pg.Client#query` on
 * PostgreSQL (every pooled client goes through it, `begin` and `commit` included), the instance's
 * `query` on PGlite and the `query` of the transactions it opens.
 */
export async function captureStatements(
  database: Database,
  run: () => Promise<unknown>,
): Promise<CapturedStatement[]> {
  const captured: CapturedStatement[] = [];
  if (database.driver === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      captured.push({ driver: 'postgres', config: toQueryConfig(args) });
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      proto.query = original;
    }
    return captured;
  }
  const pglite: PGlite = database.pglite;
  const original = pglite.query.bind(pglite);
  const originalTransaction = pglite.transaction.bind(pglite);
  const recordingQuery = (text: string, params?: unknown[], options?: QueryOptions) => {
    captured.push({ driver: 'pglite', text, params: params ?? [], options });
    return original(text, params, options);
  };
  let transactions = 0;
  const recordingTransaction: typeof originalTransaction = (callback) => {
    const transaction = ++transactions;
    return originalTransaction((tx) => {
      const query = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        captured.push({ driver: 'pglite', text, params: params ?? [], options, transaction });
        return query(text, params, options);
      }) as typeof tx.query;
      return callback(tx);
    });
  };
  const target = pglite as unknown as {
    query: typeof recordingQuery;
    transaction: typeof recordingTransaction;
  };
  target.query = recordingQuery;
  target.transaction = recordingTransaction;
  try {
    await run();
  } finally {
    target.query = original;
    target.transaction = originalTransaction;
  }
  return captured;
}
