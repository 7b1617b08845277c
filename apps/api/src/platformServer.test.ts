import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { helpText, parseArgs, runCli } from './cli';
import type { CliCommands } from './cliTypes';
import { DatabaseLockedError, LOCK_FILE } from './db/client';
import { startFailureMessage } from './runtime';
import { startServer, type RunningServer } from './server';

let dataDir: string;
let server: RunningServer | undefined;

const env = () => ({
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web-build'),
  ADMIN_USERNAME: 'chief',
  ADMIN_PASSWORD: 'Chief12345',
});

const probe: CliCommands = {
  'count-users': {
    summary: 'Counts the users.',
    usage: '[--verbose]',
    async run({ deps, flags, print }) {
      const { rows } = await deps.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM users`,
      );
      print(`users: ${rows[0]?.n}${flags.verbose ? ' (verbose)' : ''}`);
    },
  },
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'altalena-server-'));
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

// A PGlite on disk runs initdb and the migrations: tens of seconds on a busy 2-core machine.
describe('the server on PGlite in DATA_DIR', { timeout: 120_000 }, () => {
  it('starts, migrates and answers over HTTP, removing the upload temp files a crash left', async () => {
    // PGlite's lock makes this process DATA_DIR's only user: no upload of another process is in flight.
    const leftover = path.join(dataDir, 'files', 'tmp', 'crashed-upload');
    await mkdir(path.dirname(leftover), { recursive: true });
    await writeFile(leftover, 'half an upload');
    server = await startServer(env());
    expect(existsSync(leftover)).toBe(false);
    expect(server.port).toBeGreaterThan(0);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const error = await startServer({ ...env() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect(startFailureMessage(error)).toMatch(/^another Altalena server is using DATA_DIR /);
    expect(startFailureMessage(error)).not.toMatch(/\n\s+at /);
  });

  it('keeps the CLI off the database while the server runs', async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => {
      errors.push(line);
    });
    try {
      const printed: string[] = [];
      const code = await runCli(['count-users'], env(), probe, (line) => printed.push(line));
      expect(code).toBe(1);
      expect(printed).toEqual([]);
      expect(errors.join('\n')).toMatch(/another Altalena server is using DATA_DIR/);
      expect(errors.join('\n')).toMatch(/stop the server/);
    } finally {
      spy.mockRestore();
    }
  });

  it('releases DATA_DIR on close, and then the CLI works', async () => {
    await server!.close();
    server = undefined;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const printed: string[] = [];
    const code = await runCli(['count-users', '--verbose'], env(), probe, (line) =>
      printed.push(line),
    );
    expect(code).toBe(0);
    expect(printed).toEqual(['users: 1 (verbose)']);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});

describe('the CLI', () => {
  it('lists the commands on help', async () => {
    const printed: string[] = [];
    expect(await runCli(['help'], env(), probe, (line) => printed.push(line))).toBe(0);
    expect(printed.join('\n')).toContain('count-users [--verbose]');
    expect(printed.join('\n')).toContain('Counts the users.');
  });

  it('answers an unknown command with the help and exit code 2', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const printed: string[] = [];
      expect(await runCli(['nope'], env(), probe, (line) => printed.push(line))).toBe(2);
      expect(printed.join('\n')).toBe(helpText(probe));
      expect(spy).toHaveBeenCalledWith(expect.stringContaining('Unknown command "nope"'));
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a bad configuration without touching the database', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runCli(['count-users'], { ...env(), PORT: 'x' }, probe, () => {})).toBe(1);
      expect(spy).toHaveBeenCalledWith(expect.stringContaining('PORT must be a number'));
    } finally {
      spy.mockRestore();
    }
  });

  it('parses flags and arguments', () => {
    expect(
      parseArgs(['alice', '--email', 'a@x.it', '--admin', '--lang=en', '--', '--raw']),
    ).toEqual({
      args: ['alice', '--raw'],
      flags: { email: 'a@x.it', admin: true, lang: 'en' },
    });
  });
});
