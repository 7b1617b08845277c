import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A real server process (`src/server.ts` through tsx, as `npm start` runs the build): tests of what several
// processes share need separate processes, each with its own pool, memory and scheduler. Run from the
// sources, so that it needs no build (`npm test` runs Vitest beside the build) and never tests a stale one.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverTs = path.join(apiDir, 'src', 'server.ts');

/** One line the server logged as JSON (pino). */
export type LoggedLine = Record<string, unknown>;

/** The JSON line pino wrote, or null for any other output (the start-up notices). */
function parseLogLine(line: string): LoggedLine | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line) as LoggedLine;
  } catch {
    return null;
  }
}

/** A server process started by `startServerProcess`. */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:40123/api/v1 */
  baseUrl: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the first JSON line logged with this message (rejects if the process exits first). */
  logged(message: string): Promise<LoggedLine>;
  /** Stops it (SIGTERM, then SIGKILL after 15 s) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts `src/server.ts` with exactly `env` (plus `PATH`) on a port of its choosing (`PORT=0`) and resolves
 * once it has said where it listens and answers HTTP there. Processes started in the same tick start
 * together: their migrations and bootstrap race as they would in production.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 150_000,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@altalena/source', '--import', 'tsx', serverTs],
    {
      cwd: apiDir,
      env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let exitCode: number | null | undefined;
  const waiters: { message: string; resolve(line: LoggedLine): void; reject(e: Error): void }[] =
    [];
  const lines: LoggedLine[] = [];
  let pending = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exitCode = code;
      for (const waiter of waiters.splice(0)) {
        waiter.reject(
          new Error(`the server exited (${code}) before logging "${waiter.message}":\n${output}`),
        );
      }
      resolve();
    });
  });
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    pending += text;
    // The last piece may be a line still being written.
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) {
      const entry = parseLogLine(line);
      if (!entry) continue;
      lines.push(entry);
      for (const waiter of waiters.filter((w) => w.message === entry.msg)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(entry);
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    const deadline = Date.now() + timeoutMs;
    let baseUrl: string | undefined;
    for (;;) {
      if (exitCode !== undefined)
        throw new Error(`the server exited (${exitCode}) before answering:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`);
      const port = /Altalena listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      baseUrl = port ? `http://127.0.0.1:${port}/api/v1` : undefined;
      // Listening and answering: the health of a process that has migrated and bootstrapped.
      if (
        baseUrl &&
        (await fetch(`${baseUrl}/auth/is-authenticated/`).then(
          (r) => r.status,
          () => 0,
        )) === 401
      ) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      baseUrl,
      output: () => output,
      logged(message) {
        const seen = lines.find((line) => line.msg === message);
        if (seen) return Promise.resolve(seen);
        if (exitCode !== undefined) {
          return Promise.reject(
            new Error(`the server exited before logging "${message}":\n${output}`),
          );
        }
        return new Promise((resolve, reject) => waiters.push({ message, resolve, reject }));
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
