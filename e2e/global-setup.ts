import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort } from '../testing/realServer';
import { e2ePorts, portalOrigin, repoRoot, type DemoServer, type E2eState } from './e2e-state';
import { serverScript, startServer } from './servers';

/**
 * Gives a user of the suite an English profile (the interface follows the profile's language once
 * signed in, and the suite reads English screens; the profile's default is Italian) and reads "First
 * Last", as the dashboard greets them, through the API.
 */
async function englishProfile(port: number, username: string, password: string): Promise<string> {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const login = await fetch(`${base}/auth/login/`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    },
  });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${base}/users/me/`, { headers: { authorization: `Token ${token}` } });
  const user = (await me.json()) as { first_name: string; last_name: string; version: number };
  const english = await fetch(`${base}/users/me/`, {
    method: 'PATCH',
    headers: {
      authorization: `Token ${token}`,
      'content-type': 'application/json',
      'if-match': `"${user.version}"`,
    },
    body: JSON.stringify({ language: 'en' }),
  });
  if (!english.ok) throw new Error(`${username}'s language: ${english.status}`);
  await fetch(`${base}/auth/logout/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
  });
  return `${user.first_name} ${user.last_name}`;
}

/**
 * Starts a server with DEMO_DATA=1 on its own DATA_DIR, reads the first customer login and the shared
 * password it prints, and gives that customer and the demo admin an English profile.
 */
async function startDemoServer(
  dataDir: string,
  port: number,
): Promise<{ child: ChildProcess; server: DemoServer }> {
  mkdirSync(dataDir);
  const started = await startServer(dataDir, port, {
    DEMO_DATA: '1',
    CORS_ORIGINS: portalOrigin,
  });
  // The demo data set prints its logins: the first customer user is the customer of the tests.
  const demoUser = /^\s+(demo-\S+)\s+customer\s/m.exec(started.output);
  const demoPassword = /password for all: (\S+)\)/.exec(started.output);
  if (!demoUser || !demoPassword) {
    started.child.kill();
    throw new Error(`The demo server printed no customer login:\n${started.output}`);
  }
  const [username, password] = [demoUser[1]!, demoPassword[1]!];
  let name: string;
  try {
    name = await englishProfile(port, username, password);
    await englishProfile(port, 'demo-admin', password);
  } catch (error) {
    started.child.kill();
    throw error;
  }
  return {
    child: started.child,
    server: { origin: `http://127.0.0.1:${port}`, dataDir, customer: { username, password, name } },
  };
}

/** The value of a settled promise known to be fulfilled. */
const fulfilled = <T>(settled: PromiseSettledResult<T>): T =>
  (settled as PromiseFulfilledResult<T>).value;

/**
 * Starts the real API server (which serves the web build) on a fresh DATA_DIR without
 * ADMIN_PASSWORD and captures the administrator password it prints once; beside it, one server with
 * DEMO_DATA=1 per Playwright worker, each on its own DATA_DIR, so that workers running side by side
 * never read or change one another's records (the demo admin's session, a customer's language, the
 * inspections of My day). The state goes to the tests through a file named in E2E_STATE.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  for (const [file, build] of [
    [serverScript, '(cd apps/api && npx tsup)'],
    [path.join(repoRoot, 'apps/web/dist/index.html'), 'pnpm --filter @altalena/web build'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${build}\` first.`);
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'altalena-e2e-'));
  const dataDir = path.join(tmp, 'data');
  mkdirSync(dataDir);
  const ports = [e2ePorts.customer];
  while (ports.length < Math.max(1, config.workers)) ports.push(await freePort());

  // Started side by side; if one fails, those that did start are stopped before the error is thrown.
  const [mainStart, ...demoStarts] = await Promise.allSettled([
    startServer(dataDir, e2ePorts.main),
    ...ports.map((port, index) => startDemoServer(path.join(tmp, `data-demo-${index}`), port)),
  ]);
  const children = [mainStart, ...demoStarts].flatMap((started) =>
    started.status === 'fulfilled' ? [started.value.child] : [],
  );
  try {
    const failed = [mainStart, ...demoStarts].find((started) => started.status === 'rejected');
    if (failed) throw failed.reason;
    const main = fulfilled(mainStart);
    const demo = demoStarts.map((started) => fulfilled(started).server);
    const printed = /password (\S+) \(you will be asked to change it/.exec(main.output);
    if (!printed) throw new Error(`The server printed no administrator password:\n${main.output}`);
    await englishProfile(e2ePorts.main, 'admin', printed[1]!);
    const state: E2eState = {
      tmp,
      dataDir,
      adminPassword: printed[1]!,
      demo,
      pids: children.map((child) => child.pid!),
    };
    const file = path.join(tmp, 'e2e-state.json');
    writeFileSync(file, JSON.stringify(state, null, 2));
    process.env.E2E_STATE = file;
  } catch (error) {
    for (const child of children) child.kill();
    throw error;
  }
  // The servers outlive this function (their output keeps being read, so they never block on a full
  // pipe); the global teardown stops them.
}
