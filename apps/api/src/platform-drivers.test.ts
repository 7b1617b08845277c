// Each case imports the harness afresh: it reads TEST_DATABASE_URL once and probes once per process.
const saved = { url: process.env.TEST_DATABASE_URL, require: process.env.REQUIRE_POSTGRES };

// Test files share a worker's modules: the next file must not get a harness that probed the fake server.
afterAll(() => {
  vi.resetModules();
});

afterEach(() => {
  for (const [name, value] of [
    ['TEST_DATABASE_URL', saved.url],
    ['REQUIRE_POSTGRES', saved.require],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function freshDrivers(url: string, requirePostgres: boolean) {
  process.env.TEST_DATABASE_URL = url;
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
});
