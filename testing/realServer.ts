/// <reference types="node" />
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Integration-test support shared by the packages: the real API server as a child process (a package may
// not import an app, so it is started from its build).

/** The repository root (this file is testing/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(repoRoot, 'apps', 'api');
const serverJs = path.join(apiDir, 'dist', 'server.js');
const cliJs = path.join(apiDir, 'dist', 'cli.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      command,
      args,
      { ...options, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

function apiDistFresh(): boolean {
  return (
    existsSync(serverJs) &&
    existsSync(cliJs) &&
    statSync(serverJs).mtimeMs >= newestMtime(path.join(apiDir, 'src'))
  );
}

/**
 * Builds apps/api with tsup when its dist is missing or older than its sources. Test files run in
 * parallel workers: a lock directory makes one of them build while the others wait.
 */
export async function buildApiIfNeeded(timeoutMs = 240_000): Promise<void> {
  if (apiDistFresh()) return;
  const lock = path.join(tmpdir(), 'altalena-api-build.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A lock left by a killed run goes stale after the longest build we allow.
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > timeoutMs) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for the apps/api build lock ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    if (apiDistFresh()) return;
    const tsup = path.join(repoRoot, 'node_modules', '.bin', 'tsup');
    const [command, args] = existsSync(tsup) ? [tsup, []] : ['npx', ['tsup']];
    const result = await run(command, args, { cwd: apiDir });
    if (result.code !== 0 || !existsSync(serverJs))
      throw new Error(`Building apps/api failed:\n${result.output}`);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh, empty data directory. */
export function freshDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'altalena-it-'));
}

function serverEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...extra };
  // The embedded PGlite of DATA_DIR, whatever the shell running the tests points at.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

/** Runs a command of the API's CLI on `dataDir` (the server must be stopped: PGlite has one opener). */
export async function apiCli(dataDir: string, args: string[]): Promise<string> {
  const result = await run(process.execPath, [cliJs, ...args], {
    cwd: apiDir,
    env: serverEnv(dataDir, {}),
  });
  if (result.code !== 0)
    throw new Error(`cli ${args.join(' ')} failed (${result.code}):\n${result.output}`);
  return result.output;
}

/** A running API server. */
export interface RealServer {
  /** e.g. http://127.0.0.1:40123/api/v1 */
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Stops the server and waits for the process to exit. */
  stop(): Promise<void>;
}

/** Starts `node apps/api/dist/server.js` on a free port and waits until it answers HTTP. */
export async function startApiServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<RealServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverJs], {
    cwd: apiDir,
    env: serverEnv(dataDir, { PORT: String(port), HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));

  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive) throw new Error(`The API server exited before answering:\n${output}`);
    try {
      await fetch(`${baseUrl}/auth/is-authenticated/`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`The API server did not answer within ${timeoutMs} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  return {
    baseUrl,
    dataDir,
    output: () => output,
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Removes a data directory. */
export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true });
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const joined = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The decoded text of every part of an RFC 822 message, headers of the parts included. */
function messageText(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  const parts = normalized.split(/\n--[^\n]+\n/);
  return parts
    .map((part) => {
      const end = part.indexOf('\n\n');
      return end === -1
        ? part
        : `${part.slice(0, end)}\n\n${decodeBody(part.slice(0, end), part.slice(end + 2))}`;
    })
    .join('\n');
}

/** The newest one-time password mailed to `email`, read from `DATA_DIR/outbox/*.eml`. */
export async function readOtpFromOutbox(
  dataDir: string,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(dir)
      ? (await readdir(dir)).filter((name) => name.endsWith('.eml'))
      : [];
    const dated = await Promise.all(
      files.map(async (name) => ({ name, mtime: (await stat(path.join(dir, name))).mtimeMs })),
    );
    dated.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
    for (const { name } of dated) {
      const raw = await readFile(path.join(dir, name), 'utf8');
      if (!new RegExp(`^To:.*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw))
        continue;
      const match = /OTP\D{0,40}?(\d{6})\b/.exec(messageText(raw));
      if (match?.[1] !== undefined) return match[1];
    }
    if (Date.now() > deadline)
      throw new Error(`No OTP mail to ${email} in ${dir} (${files.length} files)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
