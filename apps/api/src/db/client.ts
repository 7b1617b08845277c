import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** What `db.execute()` resolves to on either driver: both drivers put the rows in `rows`. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** Rows of a raw query. */
export interface RowsResult<TRow> {
  rows: (TRow extends Record<string, unknown> ? TRow : Record<string, unknown>)[];
}

/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<RowsQueryResultHKT, typeof schema>;

/** Which engine holds the data. */
export type Driver = 'pglite' | 'postgres';

interface DatabaseBase {
  /** Drizzle on the open connection. */
  db: Db;
  /** Checkpoints (PGlite), closes the connections and releases the data directory lock. */
  close(): Promise<void>;
}

/** The embedded PGlite database in `DATA_DIR/pgdata` (or in memory for tests). */
export interface PgliteHandle extends DatabaseBase {
  driver: 'pglite';
  /** The PGlite instance, for maintenance statements. */
  pglite: PGlite;
}

/** A PostgreSQL server reached through a `pg` pool. */
export interface PostgresHandle extends DatabaseBase {
  driver: 'postgres';
  /** The connection pool, for maintenance statements. */
  pool: pg.Pool;
}

/** An open database of either driver. */
export type Database = PgliteHandle | PostgresHandle;

/** Options of `openDatabase` beyond the configuration. */
export interface OpenDatabaseOptions {
  /** PGlite only: keep the data in memory (tests); no lock file and no files in `DATA_DIR`. */
  inMemory?: boolean;
  /** PGlite in memory only: start from this data directory dump (`dumpDataDir()`) instead of initdb. */
  loadDataDir?: Blob;
  /** PGlite only: milliseconds between CHECKPOINTs (60 000). */
  checkpointIntervalMs?: number;
}

/** Another live process holds the data directory. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

/** Name of the lock file inside `DATA_DIR`. */
export const LOCK_FILE = 'altalena.lock';

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Takes `DATA_DIR/altalena.lock` for this process (exclusive create; a lock left by a dead process is
 * taken over). Throws `DatabaseLockedError` when a live process holds it. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    let pid = Number.NaN;
    try {
      pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch {
      // Vanished between the create and the read: try again.
      continue;
    }
    if (Number.isInteger(pid) && pid > 0 && pidIsAlive(pid)) {
      throw new DatabaseLockedError(
        `another Altalena server is using DATA_DIR ${dataDir} (process ${pid}, lock file ${file}). ` +
          'Stop it first, or use another DATA_DIR or a DATABASE_URL.',
      );
    }
    // A stale lock of a process that is gone (or an unreadable one): take it over.
    try {
      unlinkSync(file);
    } catch {
      // Someone else removed it first; the next exclusive create decides.
    }
  }
  throw new DatabaseLockedError(`could not take the lock file ${file} in DATA_DIR ${dataDir}`);
}

/** The PostgreSQL extensions the migrations create, bundled for PGlite (trigram search indexes). */
export const pgliteExtensions = { pg_trgm };

async function openPglite(config: Config, options: OpenDatabaseOptions): Promise<PgliteHandle> {
  const release = options.inMemory ? () => {} : acquireDataDirLock(config.dataDir);
  let pglite: PGlite;
  try {
    pglite = options.inMemory
      ? await PGlite.create({ extensions: pgliteExtensions, loadDataDir: options.loadDataDir })
      : await PGlite.create({
          dataDir: path.join(config.dataDir, 'pgdata'),
          extensions: pgliteExtensions,
        });
  } catch (error) {
    release();
    throw error;
  }
  // Each driver types `execute()` by its own result; both put the rows in `rows`, which `Db` says once.
  const db = drizzlePglite({ client: pglite, schema }) as Db;
  let checkpointing: Promise<unknown> = Promise.resolve();
  const checkpoint = () => {
    checkpointing = pglite.exec('CHECKPOINT').catch(() => undefined);
    return checkpointing;
  };
  const timer = options.inMemory
    ? undefined
    : setInterval(checkpoint, options.checkpointIntervalMs ?? 60_000);
  timer?.unref();
  let closing: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db,
    pglite,
    close() {
      closing ??= (async () => {
        if (timer) clearInterval(timer);
        try {
          await checkpointing;
          if (!pglite.closed) {
            if (!options.inMemory) await pglite.exec('CHECKPOINT');
            await pglite.close();
          }
        } finally {
          release();
        }
      })();
      return closing;
    },
  };
}

async function openPostgres(url: string): Promise<PostgresHandle> {
  // JIT compilation costs tens of milliseconds per query and pays off only for long analytic queries.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Fail at start, with the server's message, rather than at the first request.
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => undefined);
    throw error;
  });
  client.release();
  // As for PGlite: the driver's own result type, read through `rows` alike.
  const db = drizzlePg({ client: pool, schema }) as Db;
  let closing: Promise<void> | undefined;
  return {
    driver: 'postgres',
    db,
    pool,
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** Opens PostgreSQL when `DATABASE_URL` is set, else the embedded PGlite in `DATA_DIR/pgdata`. */
export async function openDatabase(
  config: Config,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config, options);
}
