import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import {
  acquireDataDirLock,
  DatabaseLockedError,
  LOCK_FILE,
  openDatabase,
  type Database,
} from './db/client';
import { defaultMigrationsFolder, migrate } from './db/migrate';
import { createTemporaryPostgresDatabase, testDrivers } from './testing';

const journal = JSON.parse(
  readFileSync(path.join(defaultMigrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

let dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'altalena-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dirs = [];
});

/** A process id that is certainly not running any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

// A PGlite on disk runs initdb and the migrations: tens of seconds on a busy 2-core machine.
describe('the DATA_DIR lock', { timeout: 120_000 }, () => {
  it('refuses a second holder while the first is alive, and frees on release', async () => {
    const dir = await tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/another Altalena server is using DATA_DIR/);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = await tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it.each([
    ['empty', ''],
    ['not a number', 'garbage\n'],
    ['zero', '0\n'],
    ['negative', '-1\n'],
  ])('takes over a lock file whose content is %s', async (_name, content) => {
    const dir = await tempDir();
    const lock = path.join(dir, LOCK_FILE);
    writeFileSync(lock, content);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  // One on-disk database for both cases: creating one is the slow part (initdb and migrations).
  it('keeps a second PGlite opener off the same DATA_DIR, and takes over an unreadable lock', async () => {
    const dir = await tempDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const first = await openDatabase(config);
    try {
      await expect(openDatabase(config)).rejects.toThrow(
        /another Altalena server is using DATA_DIR/,
      );
      await first.db.execute(sql`CREATE TABLE kept (n int)`);
      await first.db.execute(sql`INSERT INTO kept VALUES (7)`);
    } finally {
      await first.close();
    }
    const lock = path.join(dir, LOCK_FILE);
    expect(existsSync(lock)).toBe(false);
    // A lock file nobody can read (a crash mid-write) is taken over: the database opens, the lock is
    // ours, and a second opener is still refused.
    writeFileSync(lock, 'garbage');
    // Closed cleanly (checkpointed): the data is there for the next opener.
    const second = await openDatabase(config);
    try {
      expect(second.driver).toBe('pglite');
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
      if (second.driver === 'pglite') {
        const { rows } = await second.pglite.query<{ n: number }>('SELECT n FROM kept');
        expect(rows).toEqual([{ n: 7 }]);
      }
      await expect(openDatabase(config)).rejects.toThrow(DatabaseLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/another Altalena server is using DATA_DIR/);
      // The refused openers left the lock alone.
      expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await second.close();
    }
    expect(existsSync(lock)).toBe(false);
  });
});

async function tableNames(database: Database): Promise<string[]> {
  const query =
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1";
  const rows =
    database.driver === 'pglite'
      ? (await database.pglite.query<{ table_name: string }>(query)).rows
      : (await database.pool.query<{ table_name: string }>(query)).rows;
  return rows.map((row) => row.table_name);
}

async function appliedMigrations(database: Database): Promise<number> {
  const query = 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations';
  const rows =
    database.driver === 'pglite'
      ? (await database.pglite.query<{ n: number }>(query)).rows
      : (await database.pool.query<{ n: number }>(query)).rows;
  return rows[0]!.n;
}

describe.each(await testDrivers())('migrations on %s', (driver) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;

  // Tests in order on one database per driver: an empty one, then migrated (a PGlite takes seconds to
  // create; the PostgreSQL one is a fresh database of the server).
  beforeAll(async () => {
    databaseUrl = undefined;
    if (driver === 'postgres') {
      const temporary = await createTemporaryPostgresDatabase();
      databaseUrl = temporary.url;
      drop = temporary.drop;
    }
    database = await openDatabase(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: await tempDir(), DATABASE_URL: databaseUrl }),
      { inMemory: true },
    );
  });

  afterAll(async () => {
    await database.close();
    await drop?.();
    drop = undefined;
  });

  it('says what is missing when the migration folder is empty', async () => {
    await expect(migrate(database, await tempDir())).rejects.toThrow(/_journal\.json missing/);
  });

  it('creates the tables and can run again without changes', async () => {
    expect(database.driver).toBe(driver);
    expect(await tableNames(database)).toEqual([]);
    await migrate(database);
    const tables = await tableNames(database);
    expect(tables).toContain('users');
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
    await migrate(database);
    expect(await tableNames(database)).toEqual(tables);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });

  if (driver === 'postgres') {
    it('lets several servers start at once on an empty database (advisory lock)', async () => {
      const empty = await createTemporaryPostgresDatabase();
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: empty.url });
      const servers = await Promise.all([1, 2, 3].map(() => openDatabase(config)));
      try {
        await Promise.all(servers.map((server) => migrate(server)));
        expect(await appliedMigrations(servers[0]!)).toBe(journal.entries.length);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
        await empty.drop();
      }
    });
  }
});
