import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { CapturedStatement } from './capture';

/** Where the reference server sends the captured statements. */
export type ReferenceBackend =
  { driver: 'postgres'; pool: pg.Pool } | { driver: 'pglite'; pglite: PGlite };

/** Runs one captured statement again, unchanged, and returns its rows. */
async function replay(backend: ReferenceBackend, statement: CapturedStatement): Promise<unknown[]> {
  if (backend.driver === 'postgres' && statement.driver === 'postgres') {
    const result = await backend.pool.query(statement.config);
    return result.rows;
  }
  if (backend.driver === 'pglite' && statement.driver === 'pglite') {
    const result = await backend.pglite.query(statement.text, statement.params, statement.options);
    return result.rows;
  }
  throw new Error('statement captured on another driver');
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
    app.get(`/ref/${index}`, async () => {
      const results: unknown[][] = [];
      for (const statement of statements) results.push(await replay(backend, statement));
      return { results };
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}
