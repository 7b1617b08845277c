import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './e2e-state';
import { serverEnv, startServer } from './servers';
import { expect, test } from './fixtures';

// The reminder scheduler's run against the demo data, as an operator runs it from the shell: the built
// CLI on the data directory of a server that loaded the demo and stopped (PGlite allows one process).

const run = promisify(execFile);
const cli = path.join(repoRoot, 'apps/api/dist/cli.js');
const port = Number(process.env.E2E_REMINDERS_PORT ?? 3109);

/** The `.eml` files of a data directory's outbox, each as its raw text. */
function outbox(dataDir: string): string[] {
  try {
    const dir = path.join(dataDir, 'outbox');
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.+)$`, 'mi').exec(raw)?.[1]?.trim();

test('a reminder run against the demo data mails each recipient once, and a second run mails nothing', async () => {
  test.setTimeout(180_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'altalena-reminders-')), 'data');
  try {
    const server = await startServer(dataDir, port, { DEMO_DATA: '1' });
    const logins = [...server.output.matchAll(/^\s+(demo-\S+)\s+(admin|customer)\s/gm)];
    const stopped = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await stopped;
    expect(outbox(dataDir)).toEqual([]);

    const remind = async () => {
      const { stdout } = await run(process.execPath, [cli, 'run-reminders'], {
        cwd: repoRoot,
        env: serverEnv(dataDir, port),
      });
      const written = /: (\d+) mails written \((\d+) reminders\), (\d+) failed/.exec(stdout);
      expect(written, stdout).not.toBeNull();
      return { mails: Number(written![1]), reminders: Number(written![2]), failed: written![3] };
    };

    const first = await remind();
    expect(first.failed).toBe('0');
    const mails = outbox(dataDir);
    expect(mails).toHaveLength(first.mails);
    expect(first.mails).toBeGreaterThan(0);
    expect(first.reminders).toBeGreaterThanOrEqual(first.mails);
    // One mail per recipient, grouping their reminders.
    const recipients = mails.map((raw) => header(raw, 'To'));
    expect(new Set(recipients).size).toBe(recipients.length);
    // The demo's office (its admins write from altalena.example) gets the week's digest on the first run
    // of the week; customers' users are reminded of their own parks.
    const admins = logins.filter(([, , role]) => role === 'admin');
    expect(admins.length).toBeGreaterThan(0);
    expect(recipients.filter((to) => to?.endsWith('@altalena.example'))).toHaveLength(
      admins.length,
    );
    expect(recipients.some((to) => !to?.endsWith('@altalena.example'))).toBe(true);
    const withHtml = mails.filter((raw) => /Content-Type: text\/html/i.test(raw));
    expect(withHtml).toHaveLength(mails.length);

    const second = await remind();
    expect([second.mails, second.reminders]).toEqual([0, 0]);
    expect(outbox(dataDir)).toHaveLength(first.mails);
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
