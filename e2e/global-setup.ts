import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePorts, portalOrigin, repoRoot, type E2eState } from './e2e-state';
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
 * Starts the real API server (which serves the web build) on a fresh DATA_DIR without
 * ADMIN_PASSWORD and captures the administrator password it prints once; a second server on its own
 * DATA_DIR starts with DEMO_DATA=1 and gives the tests the first customer login it prints. The state goes to the tests through a file named in E2E_STATE.
 */
export default async function globalSetup(): Promise<void> {
  for (const [file, build] of [
    [serverScript, '(cd apps/api && npx tsup)'],
    [path.join(repoRoot, 'apps/web/dist/index.html'), 'pnpm --filter @altalena/web build'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${build}\` first.`);
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'altalena-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const customerDataDir = path.join(tmp, 'data-customer');
  mkdirSync(dataDir);
  mkdirSync(customerDataDir);

  const [main, second] = await Promise.all([
    startServer(dataDir, e2ePorts.main),
    startServer(customerDataDir, e2ePorts.customer, { DEMO_DATA: '1', CORS_ORIGINS: portalOrigin }),
  ]);
  // The demo data set prints its logins: the first customer user is the customer of the tests.
  const demoUser = /^\s+(demo-\S+)\s+customer\s/m.exec(second.output);
  const demoPassword = /password for all: (\S+)\)/.exec(second.output);
  if (!demoUser || !demoPassword) {
    main.child.kill();
    second.child.kill();
    throw new Error(`The demo server printed no customer login:\n${second.output}`);
  }
  const customer = {
    username: demoUser[1]!,
    password: demoPassword[1]!,
    name: await englishProfile(e2ePorts.customer, demoUser[1]!, demoPassword[1]!),
  };
  await englishProfile(e2ePorts.customer, 'demo-admin', demoPassword[1]!);
  const printed = /password (\S+) \(you will be asked to change it/.exec(main.output);
  if (!printed) {
    main.child.kill();
    second.child.kill();
    throw new Error(`The server printed no administrator password:\n${main.output}`);
  }
  await englishProfile(e2ePorts.main, 'admin', printed[1]!);
  const state: E2eState = {
    tmp,
    dataDir,
    customerDataDir,
    adminPassword: printed[1]!,
    customer,
    pids: [main.child.pid!, second.child.pid!],
  };
  const file = path.join(tmp, 'e2e-state.json');
  writeFileSync(file, JSON.stringify(state, null, 2));
  process.env.E2E_STATE = file;
  // The servers outlive this function (their output keeps being read, so they never block on a full
  // pipe); the global teardown stops them.
}
