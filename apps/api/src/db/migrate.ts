import { existsSync } from 'node:fs';
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

// `src/db/migrations` next to this file in development; `dist/migrations` next to the bundle after a build.
const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder of the Drizzle migration set (src/db/migrations, or dist/migrations when built). */
export const defaultMigrationsFolder = path.join(here, 'migrations');

/** Key of the PostgreSQL advisory lock that serialises concurrent starts ("altalena" in ASCII). */
const MIGRATION_LOCK_KEY = 0x616c74616c656e61n;

/** Applies every pending migration; on PostgreSQL concurrent starts wait for each other. */
export async function migrate(
  database: MigratableDatabase,
  migrationsFolder: string = defaultMigrationsFolder,
): Promise<void> {
  if (!existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(
      `no Drizzle migrations in ${migrationsFolder} (meta/_journal.json missing): ` +
        'run `pnpm --filter @altalena/api db:generate`, or build the server again.',
    );
  }
  if (database.driver === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  // A session-level advisory lock belongs to one connection: hold it on a dedicated client.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
