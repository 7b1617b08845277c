import pg from 'pg';
import type { Driver } from '../db/client';

/** The PostgreSQL server the database suites use when it is reachable. */
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let probe: Promise<boolean> | undefined;

/** Whether the test PostgreSQL server answers within 2 s (probed once per process). */
export function postgresReachable(): Promise<boolean> {
  probe ??= (async () => {
    const client = new pg.Client({
      connectionString: testDatabaseUrl,
      connectionTimeoutMillis: 2000,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return probe;
}

/**
 * The drivers a database suite runs on: PGlite always, PostgreSQL when `TEST_DATABASE_URL` is reachable.
 * With `REQUIRE_POSTGRES=1` an unreachable server throws instead of being skipped. `TEST_DRIVERS` splits the
 * drivers between `npm test`'s two runtimes: `pglite` runs PGlite alone; `postgres` runs PostgreSQL alone
 * when it is reachable or required (else PGlite, so that the run still tests something).
 */
export async function testDrivers(): Promise<Driver[]> {
  const only = process.env.TEST_DRIVERS;
  if (only === 'pglite') return ['pglite'];
  const reachable = await postgresReachable();
  if (!reachable && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      `REQUIRE_POSTGRES=1 but PostgreSQL at ${redact(testDatabaseUrl)} is unreachable (2 s timeout)`,
    );
  }
  if (!reachable) return ['pglite'];
  return only === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable TEST_DATABASE_URL)';
  }
}
