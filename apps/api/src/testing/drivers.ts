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
 * With `REQUIRE_POSTGRES=1` an unreachable server throws instead of being skipped, and `TEST_DRIVERS=postgres`
 * then leaves PGlite out.
 */
export async function testDrivers(): Promise<Driver[]> {
  // `npm test`'s second runtime runs the suites on PostgreSQL alone: its end-to-end servers run on PGlite.
  if (process.env.TEST_DRIVERS === 'postgres' && process.env.REQUIRE_POSTGRES === '1') {
    if (await postgresReachable()) return ['postgres'];
  } else if (await postgresReachable()) return ['pglite', 'postgres'];
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      `REQUIRE_POSTGRES=1 but PostgreSQL at ${redact(testDatabaseUrl)} is unreachable (2 s timeout)`,
    );
  }
  return ['pglite'];
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
