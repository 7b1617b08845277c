import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FREE_LOGIN_FAILURES, usernameThrottleKey } from './auth/loginThrottle';
import { defaultMigrationsFolder } from './db/migrate';
import { DEMO_PASSWORD } from './seed/demo';
import {
  createTemporaryPostgresDatabase,
  readOutbox,
  startServerProcess,
  testDrivers,
  type ServerProcess,
} from './testing';

// docs/scaling-out.md#several-processes: any number of API processes share one PostgreSQL database. Two real
// server processes, started at the same moment on a fresh database, answer requests for one another.

const onPostgres = (await testDrivers()).includes('postgres');

const ADMIN = { username: 'root', password: 'Root2026pass' };

/** The columns of every table of the public schema, as `table.column type`. */
async function schemaOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ c: string }>(
      `SELECT table_name || '.' || column_name || ' ' || data_type AS c
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`,
    );
    return rows.map((row) => row.c);
  } finally {
    await client.end();
  }
}

function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

describe.runIf(onPostgres)('two API processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTemporaryPostgresDatabase>>;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let query: pg.Client;

  /** Signs in through `server` and answers the token. */
  async function login(server: ServerProcess, username: string, password: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}/auth/login/`, {
      method: 'POST',
      headers: { authorization: basic(username, password) },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  /** GET `path` through `server` with a session; answers status and JSON body. */
  async function get<T>(server: ServerProcess, token: string, url: string) {
    const response = await fetch(`${server.baseUrl}/${url}`, {
      headers: { authorization: `Token ${token}` },
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  beforeAll(async () => {
    database = await createTemporaryPostgresDatabase();
    // One DATA_DIR for both, as on shared storage: the outbox both mail into.
    dataDir = await mkdtemp(path.join(tmpdir(), 'altalena-procs-'));
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // Several processes on one database: production asks for the address they all serve.
      PUBLIC_URL: 'http://altalena.test',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      MAP_TILE_URL: 'none',
      // The tests' requests tell their client's address, as a balancer would.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: '1',
      // Both schedulers run today's reminders as they start.
      REMINDER_HOUR: '0',
    };
    // Started in the same tick: the migrations, the administrator and the demo data race.
    const [first, second] = await Promise.allSettled([
      startServerProcess(env),
      startServerProcess(env),
    ]);
    if (first.status === 'fulfilled') a = first.value;
    if (second.status === 'fulfilled') b = second.value;
    // afterAll stops the one that started.
    if (first.status === 'rejected') throw first.reason;
    if (second.status === 'rejected') throw second.reason;
    query = new pg.Client({ connectionString: database.url });
    await query.connect();
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await query?.end();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('migrate once when they start together: each migration recorded once, the schema of one migration run', async () => {
    const journal = JSON.parse(
      await readFile(path.join(defaultMigrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    const { rows } = await query.query<{ created_at: string; n: number }>(
      'SELECT created_at::text, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY 1 ORDER BY 1',
    );
    expect(rows.map((row) => Number(row.created_at))).toEqual(
      journal.entries.map((entry) => entry.when),
    );
    expect(rows.every((row) => row.n === 1)).toBe(true);

    const reference = await createTemporaryPostgresDatabase(true);
    try {
      expect(await schemaOf(database.url)).toEqual(await schemaOf(reference.url));
    } finally {
      await reference.drop();
    }
    // One administrator and one demo between them.
    const users = await query.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE username IN ($1, 'demo-admin')`,
      [ADMIN.username],
    );
    expect(users.rows[0]?.n).toBe(2);
  });

  it('hash passwords at the production cost (the suites build their apps with a cheaper one)', async () => {
    const { rows } = await query.query<{ username: string; password_hash: string }>(
      `SELECT username, password_hash FROM users WHERE username IN ($1, 'demo-admin') ORDER BY username`,
      [ADMIN.username],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash, row.username).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it('share sessions: made through A, used through B; logout through A ends it on B', async () => {
    const token = await login(a, ADMIN.username, ADMIN.password);
    expect((await get(b, token, 'users/me/')).status).toBe(200);
    const logout = await fetch(`${a.baseUrl}/auth/logout/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}` },
    });
    expect(logout.status).toBe(204);
    expect(await get(b, token, 'users/me/')).toMatchObject({
      status: 401,
      body: { detail: 'not_authenticated' },
    });
  });

  it('share sessions: log out everywhere through B ends the sessions made through A', async () => {
    const first = await login(a, ADMIN.username, ADMIN.password);
    const second = await login(a, ADMIN.username, ADMIN.password);
    const third = await login(b, ADMIN.username, ADMIN.password);
    const everywhere = await fetch(`${b.baseUrl}/auth/logout-all/`, {
      method: 'POST',
      headers: { authorization: `Token ${third}` },
    });
    expect(everywhere.status).toBe(204);
    for (const token of [first, second, third]) {
      expect((await get(a, token, 'users/me/')).status).toBe(401);
      expect((await get(b, token, 'users/me/')).status).toBe(401);
    }
  });

  it('count failed logins across both: alternating A and B, one count of failures and one wait', async () => {
    const username = 'demo-brescia';
    const statuses: number[] = [];
    // Past the free failures each one doubles the wait; a slow machine may let a short wait pass before the
    // next attempt, but the waits grow until one holds the next attempt back, through either process.
    for (let i = 0; !statuses.includes(429); i++) {
      expect(i, `no 429 after ${statuses.length} failed logins`).toBeLessThan(
        FREE_LOGIN_FAILURES + 15,
      );
      const response = await fetch(`${(i % 2 === 0 ? a : b).baseUrl}/auth/login/`, {
        method: 'POST',
        headers: {
          authorization: basic(username, 'Wrong2026pass'),
          // Each from its own client: the per-username count is the one looked at here.
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ detail: 'too_many_requests' });
      } else await response.arrayBuffer();
    }
    const failures = statuses.filter((status) => status === 401).length;
    expect(statuses).toEqual([...Array<number>(failures).fill(401), 429]);
    // Free failures are answered at once in both processes together, not in each.
    expect(failures).toBeGreaterThan(FREE_LOGIN_FAILURES);
    // One row counts them all, whichever process answered.
    const { rows } = await query.query<{ failures: number }>(
      'SELECT failures FROM login_throttles WHERE key = $1',
      [usernameThrottleKey(username)],
    );
    expect(rows).toEqual([{ failures }]);
  });

  it('answer a write through A at once from B’s kept answers (dashboard, parks list)', async () => {
    const admin = await login(a, ADMIN.username, ADMIN.password);
    const customer = await login(b, 'demo-torino', DEMO_PASSWORD);
    const me = await get<{ customer_id: number }>(b, customer, 'users/me/');
    const customerId = me.body.customer_id;

    // B keeps these answers: asked twice, the second from memory.
    const dashboard = () => get<{ parks: number }>(b, admin, 'dashboard/');
    const ownParks = () => get<{ count: number }>(b, customer, 'parks/?page_size=1');
    const before = {
      dashboard: (await dashboard()).body.parks,
      parks: (await ownParks()).body.count,
    };
    expect((await dashboard()).body.parks).toBe(before.dashboard);
    expect((await ownParks()).body.count).toBe(before.parks);

    const created = await fetch(`${a.baseUrl}/parks/`, {
      method: 'POST',
      headers: { authorization: `Token ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_id: customerId,
        name: 'Parco dei due processi',
        address: 'Via Roma 1',
        city: 'Torino',
        province: 'TO',
        latitude: 45.07,
        longitude: 7.68,
      }),
    });
    expect(created.status).toBe(201);

    expect((await dashboard()).body.parks).toBe(before.dashboard + 1);
    expect((await ownParks()).body.count).toBe(before.parks + 1);
  });

  it('mail each of today’s reminders once though both schedulers ran them', async () => {
    const ran = (server: ServerProcess) =>
      Promise.race([
        server.logged('reminder run'),
        server.logged('reminder run failed').then((line) => {
          throw new Error(`a reminder run failed: ${JSON.stringify(line)}`);
        }),
      ]);
    const runs = await Promise.all([ran(a), ran(b)]);
    const mailed = runs.reduce((sum, run) => sum + Number(run.mails), 0);
    const mails = await readOutbox(path.join(dataDir, 'outbox'));
    // The demo has reminders due today for the administrators and every customer.
    expect(mails.length).toBeGreaterThan(1);
    expect(mails).toHaveLength(mailed);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
    const deliveries = await query.query<{ n: number; sent: number }>(
      'SELECT count(*)::int AS n, count(sent_at)::int AS sent FROM reminder_deliveries',
    );
    expect(deliveries.rows[0]).toEqual({
      n: runs.reduce((sum, run) => sum + Number(run.reminders), 0),
      sent: runs.reduce((sum, run) => sum + Number(run.reminders), 0),
    });
  });
});
