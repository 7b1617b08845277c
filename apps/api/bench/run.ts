import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/session';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { createMailer } from '../src/mail/mailer';
import { createUser } from '../src/users/service';
import { captureStatements, type CapturedStatement } from './capture';
import { startReference, type ReferenceBackend } from './reference';
import { pgliteSizes, postgresSizes, seedStatements, type BenchSizes } from './seed';
import { benchTargets, defaultSearchTerm, type BenchFixtures, type BenchTarget } from './targets';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Seconds before autocannon gives up on one request. */
const timeout = Number(process.env.BENCH_TIMEOUT ?? 30);
/** Seconds of load right after a write, per kept target (0 leaves the scenario out). */
const afterWriteSeconds = Number(process.env.BENCH_AFTER_WRITE ?? 15);
/** Seconds between the writes made during that load (the first is made as it starts). */
const writeEvery = Number(process.env.BENCH_WRITE_EVERY ?? 5);
const benchDatabase = process.env.BENCH_DATABASE ?? 'altalena_bench';

/** What autocannon measured for one server and target. */
interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Failed requests, time-outs included. */
  errors: number;
  /** Requests that got no answer within `BENCH_TIMEOUT` seconds. */
  timeouts: number;
}

/** One row of the table of kept answers loaded right after writes (issue 22). */
interface AfterWriteRow {
  driver: Driver;
  target: string;
  path: string;
  /** Writes made during the load, the first as it started. */
  writes: number;
  afterWrites: Measurement;
  /** The same target measured warm, without writes. */
  warm: Measurement;
}

/** One row of the result table. */
interface BenchRow {
  driver: Driver;
  target: string;
  path: string;
  statements: number;
  app: Measurement;
  reference: Measurement;
  /** app req/s ÷ reference req/s. */
  ratio: number;
}

/**
 * The targets of this run: all, or those whose name contains one of the comma-separated words of
 * `BENCH_TARGETS` (`BENCH_TARGETS="due,dashboard"`).
 */
function selectedTargets(): BenchTarget[] {
  const words = (process.env.BENCH_TARGETS ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return benchTargets;
  return benchTargets.filter((target) =>
    words.some((word) => target.name.toLowerCase().includes(word)),
  );
}

async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    workers: 1,
    timeout,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    timeouts: result.timeouts,
  };
}

/**
 * Loads `url` for `afterWriteSeconds` starting right after `write`, which runs again every `writeEvery` seconds
 * during the load: each write moves the data version, so every request after it asks for an answer not computed
 * yet. Answers the measurement and how many writes were made.
 */
async function loadAfterWrites(
  url: string,
  headers: Record<string, string>,
  write: () => Promise<void>,
): Promise<{ measurement: Measurement; writes: number }> {
  await write();
  let writes = 1;
  let writing = Promise.resolve();
  const timer = setInterval(() => {
    writing = writing.then(write).then(() => void writes++);
  }, writeEvery * 1000);
  try {
    return { measurement: await load(url, headers, afterWriteSeconds), writes };
  } finally {
    clearInterval(timer);
    await writing;
  }
}

async function measure(url: string, headers: Record<string, string>): Promise<Measurement> {
  await load(url, headers, Math.max(1, Math.round(duration / 5)));
  return load(url, headers, duration);
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function recreateBenchDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${benchDatabase}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, benchDatabase);
}

async function execute(database: Database, statement: string): Promise<void> {
  if (database.driver === 'postgres') await database.pool.query(statement);
  else await database.pglite.exec(statement);
}

async function queryOne(database: Database, statement: string): Promise<number> {
  const rows =
    database.driver === 'postgres'
      ? (await database.pool.query<{ v: number }>(statement)).rows
      : (await database.pglite.query<{ v: number }>(statement)).rows;
  return Number(rows[0]?.v ?? 0);
}

async function benchDriver(
  driver: Driver,
  sizes: BenchSizes,
): Promise<{ rows: BenchRow[]; afterWrites: AfterWriteRow[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'altalena-bench-'));
  const databaseUrl = driver === 'postgres' ? await recreateBenchDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'web'),
    DATABASE_URL: databaseUrl,
    // Required in production with DATABASE_URL (http/publicUrl); nothing the bench loads links anywhere.
    PUBLIC_URL: 'http://bench.invalid',
  });
  const database = await openDatabase(config, { inMemory: true });
  const rows: BenchRow[] = [];
  const afterWrites: AfterWriteRow[] = [];
  try {
    await migrate(database);
    const today = new Date().toISOString().slice(0, 10);
    const started = performance.now();
    for (const statement of seedStatements(sizes, today)) await execute(database, statement);
    const counts = {
      parks: await queryOne(database, 'SELECT count(*)::int AS v FROM parks'),
      toys: await queryOne(database, 'SELECT count(*)::int AS v FROM toys'),
      inspections: await queryOne(database, 'SELECT count(*)::int AS v FROM inspections'),
      items: await queryOne(database, 'SELECT count(*)::int AS v FROM inspection_items'),
      findings: await queryOne(database, 'SELECT count(*)::int AS v FROM findings'),
    };
    console.info(
      `[${driver}] seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`,
    );
    const fixtures: BenchFixtures = {
      parkId: await queryOne(
        database,
        `SELECT id AS v FROM parks ORDER BY id OFFSET ${Math.floor(sizes.parks / 2)} LIMIT 1`,
      ),
      inspectionId: await queryOne(
        database,
        `SELECT f.inspection_id AS v FROM findings f GROUP BY f.inspection_id
         ORDER BY count(*) DESC, f.inspection_id LIMIT 1`,
      ),
      searchTerm: defaultSearchTerm,
    };

    const mailer = createMailer(config, { log: () => {} });
    const app = await buildApp({ config, database, mailer, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const appUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const admin = await createUser(
      app.deps,
      {
        username: 'bench-admin',
        email: 'bench@example.com',
        password: 'Bench2026!x',
        isAdmin: true,
      },
      new Date(),
    );
    const { token } = await issueToken(database.db, admin.id, new Date(), 24);
    const headers = { authorization: `Token ${token}` };

    const live: {
      name: string;
      path: string;
      headers: Record<string, string>;
      statements: CapturedStatement[];
      kept: boolean;
    }[] = [];
    for (const target of selectedTargets()) {
      const targetPath = target.path(fixtures);
      const targetHeaders = { ...headers, ...target.headers };
      let status = 0;
      const statements = await captureStatements(database, async () => {
        const response = await fetch(`${appUrl}${targetPath}`, { headers: targetHeaders });
        status = response.status;
        await response.arrayBuffer();
      });
      if (status !== 200) {
        console.info(`[${driver}] skipped ${target.name}: ${targetPath} answered ${status}`);
        continue;
      }
      live.push({
        name: target.name,
        path: targetPath,
        headers: targetHeaders,
        statements,
        kept: target.kept === true,
      });
    }

    const backend: ReferenceBackend =
      database.driver === 'postgres'
        ? { driver: 'postgres', pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }
        : { driver: 'pglite', pglite: database.pglite };
    const reference = await startReference(
      backend,
      live.map((target) => target.statements),
    );
    try {
      for (const [index, target] of live.entries()) {
        const check = await fetch(`${reference.url}/ref/${index}`);
        if (check.status !== 200) throw new Error(`reference of ${target.name}: ${check.status}`);
        await check.arrayBuffer();
        const appResult = await measure(`${appUrl}${target.path}`, target.headers);
        // Before the reference's run: the queries it leaves running when autocannon gives up on them would slow
        // the computations after the writes.
        if (target.kept && afterWriteSeconds > 0) {
          // A write to a park moves its customer's version and the admins' sum (migration 0008's trigger).
          let n = 0;
          const write = () =>
            execute(
              database,
              `UPDATE parks SET notes = 'bench write ${target.name} ${++n}' WHERE id = ${fixtures.parkId}`,
            );
          const after = await loadAfterWrites(`${appUrl}${target.path}`, target.headers, write);
          afterWrites.push({
            driver,
            target: target.name,
            path: target.path,
            writes: after.writes,
            afterWrites: after.measurement,
            warm: appResult,
          });
          console.info(
            `[${driver}] ${target.name} after writes: p99 ${after.measurement.p99} ms (warm ${appResult.p99} ms), ` +
              `${after.measurement.timeouts} time-outs`,
          );
        }
        const { authorization: _session, ...refHeaders } = target.headers;
        const refResult = await measure(`${reference.url}/ref/${index}`, refHeaders);
        const row: BenchRow = {
          driver,
          target: target.name,
          path: target.path,
          statements: target.statements.length,
          app: appResult,
          reference: refResult,
          ratio: refResult.rps > 0 ? appResult.rps / refResult.rps : 0,
        };
        console.info(
          `[${driver}] ${row.target}: app ${row.app.rps.toFixed(0)} req/s, reference ${row.reference.rps.toFixed(0)} req/s`,
        );
        rows.push(row);
      }
    } finally {
      await reference.app.close();
      if (backend.driver === 'postgres') await backend.pool.end();
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (driver === 'postgres' && process.env.BENCH_KEEP_DATABASE !== '1') {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
      await admin.end();
    }
  }
  return { rows, afterWrites };
}

function formatTable(rows: BenchRow[]): string {
  const header = [
    'driver',
    'target',
    'app req/s',
    'app p50 ms',
    'app p99 ms',
    'ref req/s',
    'ref p50 ms',
    'ref p99 ms',
    'app/ref',
    'failed app/ref',
  ];
  const body = rows.map((row) => [
    row.driver,
    row.target,
    row.app.rps.toFixed(0),
    String(row.app.p50),
    String(row.app.p99),
    row.reference.rps.toFixed(0),
    String(row.reference.p50),
    String(row.reference.p99),
    row.ratio.toFixed(2),
    `${row.app.non2xx + row.app.errors}/${row.reference.non2xx + row.reference.errors}`,
  ]);
  return formatColumns(header, body);
}

/** A plain-text table: the first two columns left-aligned, the figures right-aligned. */
function formatColumns(header: string[], body: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function formatAfterWrites(rows: AfterWriteRow[]): string {
  return formatColumns(
    [
      'driver',
      'target',
      'writes',
      'req/s',
      'p50 ms',
      'p99 ms',
      'time-outs',
      'failed',
      'warm req/s',
      'warm p99 ms',
    ],
    rows.map((row) => [
      row.driver,
      row.target,
      String(row.writes),
      row.afterWrites.rps.toFixed(0),
      String(row.afterWrites.p50),
      String(row.afterWrites.p99),
      String(row.afterWrites.timeouts),
      String(row.afterWrites.non2xx + row.afterWrites.errors),
      row.warm.rps.toFixed(0),
      String(row.warm.p99),
    ]),
  );
}

test('HTTP benchmark: the app against a bare Fastify + SQL reference', async () => {
  const wanted = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',').map((d) => d.trim());
  const rows: BenchRow[] = [];
  const afterWrites: AfterWriteRow[] = [];
  const add = (result: { rows: BenchRow[]; afterWrites: AfterWriteRow[] }) => {
    rows.push(...result.rows);
    afterWrites.push(...result.afterWrites);
  };
  if (wanted.includes('postgres')) {
    if (await postgresReachable()) add(await benchDriver('postgres', postgresSizes));
    else console.info(`PostgreSQL at ${new URL(serverUrl).host} is unreachable: skipped`);
  }
  if (wanted.includes('pglite')) add(await benchDriver('pglite', pgliteSizes));
  const table = formatTable(rows);
  console.info(`\n${connections} connections, ${duration} s per run\n${table}\n`);
  if (afterWrites.length > 0) {
    console.info(
      `Kept answers right after a write (${afterWriteSeconds} s of load, a write every ${writeEvery} s, ` +
        `${timeout} s time-out)\n${formatAfterWrites(afterWrites)}\n`,
    );
  }
  const dir = path.join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        duration,
        connections,
        rows,
        afterWrites: { seconds: afterWriteSeconds, writeEvery, timeout, rows: afterWrites },
      },
      null,
      2,
    )}\n`,
  );
  console.info(`written to ${path.relative(process.cwd(), file)}`);
  expect(rows.length).toBeGreaterThan(0);
});
