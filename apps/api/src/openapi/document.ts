import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMailer } from '../mail/mailer';

/** The document `app.swagger()` gives (its YAML form aside). */
export type OpenApiDocument = Exclude<ReturnType<FastifyInstance['swagger']>, string>;

/**
 * The OpenAPI document exactly as `GET /api/v1/openapi.json` serves it, built in-process: the app on an
 * empty in-memory PGlite (no migrations: nothing is queried), made ready, asked, closed. For tools that
 * check the document without a running server (`pnpm lint:openapi`).
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), MAP_TILE_URL: 'none' });
  const database = await openDatabase(config, { inMemory: true });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer(config, { log: () => {} }),
    logger: false,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}
