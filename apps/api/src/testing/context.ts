import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { createPasswordHasher } from '../auth/passwords';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db, type Driver } from '../db/client';
import type { PhotoWork } from '../domain/files/photoWork';
import { migrate } from '../db/migrate';
import { createMailer, outboxDir } from '../mail/mailer';
import { createTestClock, type TestClock } from './clock';
import { testDatabaseUrl } from './drivers';
import { readOutbox, type OutboxMail } from './outbox';
import { migratedPgliteTemplate, templateKey } from './template';

/** Options of `createTestContext`. */
export interface TestContextOptions {
  /** Which database to run on. */
  driver: Driver;
  /** Environment variables on top of the test defaults (`NODE_ENV=test`, a temp `DATA_DIR`). */
  env?: Record<string, string | undefined>;
  /** Start of the controllable clock (default: now). */
  now?: Date | string | number;
  /** Skip the migrations (tests of the migrator itself). */
  skipMigrations?: boolean;
  /** Adds routes or hooks to the app before it is made ready (tests of the platform itself). */
  beforeReady?: (app: FastifyInstance) => unknown;
  /** The uploads' image work (a small queue, or one whose turns the test holds); the default queue else. */
  photoWork?: PhotoWork;
}

/** A fresh database with the migrations applied and the app built on it (not listening). */
export interface TestContext {
  /** The app, ready for `app.inject()` or `app.listen({ port: 0 })`. */
  app: FastifyInstance;
  /** The same dependencies the route modules see. */
  deps: AppDeps;
  /** Drizzle on the test database. */
  db: Db;
  /** The open test database. */
  database: Database;
  /** The configuration the app was built with. */
  config: Config;
  /** The clock of the app: `set`, `advance…`. */
  clock: TestClock;
  /** The temp `DATA_DIR` (outbox, files), removed on close. */
  dataDir: string;
  /** The outbox folder the mailer writes to. */
  outboxDir: string;
  /** The messages sent so far, oldest first. */
  readOutbox(): Promise<OutboxMail[]>;
  /** Closes the app and the database, drops the PostgreSQL database and removes the temp folder. */
  close(): Promise<void>;
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Argon2id at a test cost (1 MiB, 1 pass): at the production cost (passwords.test.ts pins it, and the
 * end-to-end servers run it) the suites' hundreds of logins and password changes spent most of their time
 * hashing. Hashes and verification stay real: only the cost differs, and it is read from each stored hash.
 */
export const testPasswordHasher = createPasswordHasher({
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

/** Key of the advisory lock under which test runs create the migrated template database. */
const TEMPLATE_LOCK_KEY = 0x616c745f74706cn;

/** Migrated templates kept on the test server: this run's and those of the last runs of other sets. */
const KEPT_TEMPLATES = 4;

/**
 * The name of a migrated PostgreSQL database that test databases are copied from (`CREATE DATABASE …
 * TEMPLATE …` copies files; running the migrations each time costs seconds). Made once per migration set,
 * under an advisory lock so parallel test files wait for one another. Older sets' templates are dropped but
 * the newest few, which other checkouts (another branch's run) may be copying at the same time.
 */
async function migratedPostgresTemplate(admin: pg.Client): Promise<string> {
  const name = `altalena_tpl_${templateKey('postgres')}`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY.toString()]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'altalena\\_tpl\\_%' ORDER BY oid DESC OFFSET $1",
      [KEPT_TEMPLATES - 1],
    );
    for (const row of stale.rows) {
      await admin
        .query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`)
        .catch(() => undefined);
    }
    const building = `${name}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const pool = new pg.Pool({
      connectionString: databaseUrlFor(testDatabaseUrl, building),
      max: 1,
    });
    try {
      await migrate({ driver: 'postgres', pool });
    } finally {
      await pool.end();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY.toString()]);
  }
}

/**
 * Creates a PostgreSQL database `altalena_t_<random>` on the test server, empty or (`migrated`) a copy of
 * the migrated template; returns its URL and a drop function.
 */
export async function createTemporaryPostgresDatabase(migrated = false): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `altalena_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const template = migrated ? await migratedPostgresTemplate(admin) : undefined;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(testDatabaseUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A fresh, migrated database (PGlite in memory, or a new PostgreSQL database) with the app built on it. */
export async function createTestContext(options: TestContextOptions): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'altalena-test-'));
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(dataDir, { recursive: true, force: true }),
  ];
  const cleanup = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    let databaseUrl: string | undefined;
    if (options.driver === 'postgres') {
      const temporary = await createTemporaryPostgresDatabase(!options.skipMigrations);
      cleanups.push(temporary.drop);
      databaseUrl = temporary.url;
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'web-dist'),
      // Nothing is loaded from outside in tests (docs/documents-and-schedules.md#maps): a test that wants
      // tiles says so.
      MAP_TILE_URL: 'none',
      ...options.env,
      DATABASE_URL: databaseUrl,
    });
    const loadDataDir =
      options.driver === 'pglite' && !options.skipMigrations
        ? await migratedPgliteTemplate()
        : undefined;
    const database = await openDatabase(config, { inMemory: true, loadDataDir });
    cleanups.push(() => database.close());
    if (!options.skipMigrations) await migrate(database);
    const clock = createTestClock(options.now);
    const mailer = createMailer(config, { log: () => {} });
    const app = await buildApp({
      config,
      database,
      mailer,
      clock,
      photoWork: options.photoWork,
      passwords: testPasswordHasher,
    });
    cleanups.push(() => app.close());
    await options.beforeReady?.(app);
    await app.ready();
    const outbox = outboxDir(config);
    return {
      app,
      deps: app.deps,
      db: database.db,
      database,
      config,
      clock,
      dataDir,
      outboxDir: outbox,
      readOutbox: () => readOutbox(outbox),
      close: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
