// Each case imports the harness afresh: it reads TEST_DATABASE_URL once and probes once per process.
const saved = {
  url: process.env.TEST_DATABASE_URL,
  require: process.env.REQUIRE_POSTGRES,
  only: process.env.TEST_DRIVERS,
};

// Test files share a worker's modules: the next file must not get a harness that probed the fake server.
afterAll(() => {
  vi.resetModules();
});

afterEach(() => {
  for (const [name, value] of [
    ['TEST_DATABASE_URL', saved.url],
    ['REQUIRE_POSTGRES', saved.require],
    ['TEST_DRIVERS', saved.only],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function freshDrivers(url: string, requirePostgres: boolean, only?: 'pglite' | 'postgres') {
  process.env.TEST_DATABASE_URL = url;
  if (only) process.env.TEST_DRIVERS = only;
  else delete process.env.TEST_DRIVERS;
  if (requirePostgres) process.env.REQUIRE_POSTGRES = '1';
  else delete process.env.REQUIRE_POSTGRES;
  vi.resetModules();
  const { testDrivers } = await import('./testing/drivers');
  return testDrivers();
}

// Port 1 on the loopback refuses at once: nothing listens there.
const unreachable = 'postgres://postgres:pw@127.0.0.1:1/none';

describe('testDrivers', () => {
  it('runs on PGlite only when PostgreSQL is unreachable', async () => {
    expect(await freshDrivers(unreachable, false)).toEqual(['pglite']);
  });

  it('fails instead of skipping when REQUIRE_POSTGRES=1', async () => {
    await expect(freshDrivers(unreachable, true)).rejects.toThrow(
      /REQUIRE_POSTGRES=1 but PostgreSQL at .*127\.0\.0\.1:1.* is unreachable/,
    );
    await expect(freshDrivers(unreachable, true)).rejects.not.toThrow(/pw/);
  });

  it('runs on PostgreSQL alone with TEST_DRIVERS=postgres, and on PGlite when it cannot', async () => {
    const url = saved.url ?? 'postgres://postgres@127.0.0.1:5432/test';
    vi.resetModules();
    process.env.TEST_DATABASE_URL = url;
    const { postgresReachable } = await import('./testing/drivers');
    if (await postgresReachable()) {
      expect(await freshDrivers(url, true, 'postgres')).toEqual(['postgres']);
      expect(await freshDrivers(url, false, 'postgres')).toEqual(['postgres']);
      // Without TEST_DRIVERS (a developer's run) both.
      expect(await freshDrivers(url, false)).toEqual(['pglite', 'postgres']);
    } else {
      await expect(freshDrivers(url, true, 'postgres')).rejects.toThrow(/unreachable/);
    }
    await expect(freshDrivers(unreachable, true, 'postgres')).rejects.toThrow(/unreachable/);
    // A developer without PostgreSQL still gets the suites on the other runtime.
    expect(await freshDrivers(unreachable, false, 'postgres')).toEqual(['pglite']);
  });

  it('runs on PGlite alone with TEST_DRIVERS=pglite, even where PostgreSQL is required and reachable', async () => {
    const url = saved.url ?? 'postgres://postgres@127.0.0.1:5432/test';
    expect(await freshDrivers(url, true, 'pglite')).toEqual(['pglite']);
    expect(await freshDrivers(unreachable, true, 'pglite')).toEqual(['pglite']);
  });
});
