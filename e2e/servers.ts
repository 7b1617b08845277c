import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './e2e-state';

/** The built API server the suite runs. */
export const serverScript = path.join(repoRoot, 'apps/api/dist/server.js');

/** The environment of a server or CLI run: nothing inherited that would change its setup. */
export function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'DATABASE_URL',
    'SMTP_URL',
    'DEMO_DATA',
    'WEB_DIST',
  ])
    delete env[name];
  return {
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Links in mails, reports and labels point where the tests' browser opens the app.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    // The maps draw their markers on a plain background: nothing is loaded from outside the server.
    MAP_TILE_URL: 'none',
    // No reminder mails of their own in the outboxes the tests read: a test runs them when it wants them.
    REMINDERS: 'off',
  };
}

/** Starts `node apps/api/dist/server.js`; resolves with the process and its stdout once it listens. */
export function startServer(
  dataDir: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverScript], {
      cwd: repoRoot,
      env: { ...serverEnv(dataDir, port), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // A shared, loaded machine can take more than a minute to migrate and load the demo data.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API server on port ${port} did not start in 180 s:\n${output}`));
    }, 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/i.test(output)) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API server on port ${port} exited with ${code}:\n${output}`));
    });
  });
}
