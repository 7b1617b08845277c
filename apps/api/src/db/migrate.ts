import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteHandle, PostgresHandle } from './client';

/** The part of an open database the migrator needs. */
export type MigratableDatabase =
  Pick<PgliteHandle, 'driver' | 'pglite'> | Pick<PostgresHandle, 'driver' | 'pool'>;

// `src/db/migrations` and `src/db/functions` next to this file in development; `dist/migrations` and
// `dist/functions` next to the bundle after a build.
const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder of the Drizzle migration set (src/db/migrations, or dist/migrations when built). */
export const defaultMigrationsFolder = path.join(here, 'migrations');

/** The folder of the SQL functions applied after the migrations at every start (src/db/functions, or dist/functions). */
export const defaultFunctionsFolder = path.join(here, 'functions');

/** The `*.sql` files of `folder` in name order, each one script of `CREATE OR REPLACE` statements. */
function functionScripts(folder: string): string[] {
  if (!existsSync(folder)) {
    throw new Error(`no SQL functions in ${folder}: build the server again.`);
  }
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));
}

/** Key of the PostgreSQL advisory lock that serialises concurrent starts ("altalena" in ASCII). */
const MIGRATION_LOCK_KEY = 0x616c74616c656e61n;

/**
 * Applies every pending migration, then (re)defines the functions of `functionsFolder` in one transaction; on
 * PostgreSQL concurrent starts wait for each other. A function's current definition is its file, never a
 * replay of the migrations (docs/data-model.md#triggers).
 */
export async function migrate(
  database: MigratableDatabase,
  migrationsFolder: string = defaultMigrationsFolder,
  functionsFolder: string = defaultFunctionsFolder,
): Promise<void> {
  if (!existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(
      `no Drizzle migrations in ${migrationsFolder} (meta/_journal.json missing): ` +
        'run `pnpm --filter @altalena/api db:generate`, or build the server again.',
    );
  }
  const functions = functionScripts(functionsFolder);
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    await database.pglite.transaction(async (tx) => {
      for (const script of functions) await tx.exec(script);
    });
    return;
  }
  // A session-level advisory lock belongs to one connection: hold it on a dedicated client.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
      await client.query('BEGIN');
      try {
        // Several statements in one script: the simple query protocol runs them all.
        for (const script of functions) await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
