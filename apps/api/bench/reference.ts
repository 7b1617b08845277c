import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { CapturedStatement } from './capture';

/** Where the reference server sends the captured statements. */
export type ReferenceBackend =
  { driver: 'postgres'; pool: pg.Pool } | { driver: 'pglite'; pglite: PGlite };

/** Runs the statements one app request ran again, unchanged and in order, and returns their rows. */
async function replay(
  backend: ReferenceBackend,
  statements: CapturedStatement[],
): Promise<unknown[][]> {
  const results: unknown[][] = [];
  if (backend.driver === 'postgres') {
    // On one connection, as the app ran them: a `begin` … `commit` stays one transaction.
    const client = await backend.pool.connect();
    try {
      for (const statement of statements) {
        if (statement.driver !== 'postgres')
          throw new Error('statement captured on another driver');
        results.push((await client.query(statement.config)).rows);
      }
    } finally {
      client.release();
    }
    return results;
  }
  for (let index = 0; index < statements.length;) {
    const statement = statements[index]!;
    if (statement.driver !== 'pglite') throw new Error('statement captured on another driver');
    const group = statement.transaction;
    if (group === undefined) {
      results.push(
        (await backend.pglite.query(statement.text, statement.params, statement.options)).rows,
      );
      index += 1;
      continue;
    }
    const inTransaction: CapturedStatement[] = [];
    while (index < statements.length) {
      const next = statements[index]!;
      if (next.driver !== 'pglite' || next.transaction !== group) break;
      inTransaction.push(next);
      index += 1;
    }
    await backend.pglite.transaction(async (tx) => {
      for (const captured of inTransaction) {
        if (captured.driver !== 'pglite') continue;
        results.push((await tx.query(captured.text, captured.params, captured.options)).rows);
      }
    });
  }
  return results;
}

/**
 * A bare Fastify server (no auth, no zod, no Drizzle): `GET /ref/<index>` replays the statements the
 * app ran for target `<index>`, in order, and answers the rows as JSON.
 */
export async function startReference(
  backend: ReferenceBackend,
  statementsByTarget: CapturedStatement[][],
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  statementsByTarget.forEach((statements, index) => {
    app.get(`/ref/${index}`, async () => ({ results: await replay(backend, statements) }));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}
