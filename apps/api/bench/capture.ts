import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/client';

/** One statement the app sent, as it can be sent again. */
export type CapturedStatement =
  | { driver: 'postgres'; config: pg.QueryConfig }
  | { driver: 'pglite'; text: string; params: unknown[]; options?: QueryOptions };

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
 * PostgreSQL (every pooled client goes through it), the instance's `query` on PGlite.
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
  const recordingQuery = (text: string, params?: unknown[], options?: QueryOptions) => {
    captured.push({ driver: 'pglite', text, params: params ?? [], options });
    return original(text, params, options);
  };
  (pglite as unknown as { query: typeof recordingQuery }).query = recordingQuery;
  try {
    await run();
  } finally {
    (pglite as unknown as { query: typeof original }).query = original;
  }
  return captured;
}
