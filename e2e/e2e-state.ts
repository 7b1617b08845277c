import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Ports of the servers the suite starts: their own, so that a developer's `npm start` on 3000 does not get in the way. */
export const e2ePorts = {
  main: Number(process.env.E2E_PORT ?? 3107),
  customer: Number(process.env.E2E_CUSTOMER_PORT ?? 3108),
  /** The example portal (examples/portal), another origin calling the demo server's API. */
  portal: Number(process.env.E2E_PORTAL_PORT ?? 3109),
} as const;

/** The example portal's origin: the demo server lets it call /api/v1 (CORS_ORIGINS). */
export const portalOrigin = `http://127.0.0.1:${e2ePorts.portal}`;

/** What the global setup shares with the tests. */
export interface E2eState {
  /** Temporary folder holding both DATA_DIRs. */
  tmp: string;
  /** DATA_DIR of the main server (its mail lands in `outbox/`). */
  dataDir: string;
  /** DATA_DIR of the server with a customer user. */
  customerDataDir: string;
  /** The administrator password the main server printed at its first start. */
  adminPassword: string;
  /** The customer user of the second server (a demo login) and the name the dashboard greets. */
  customer: { username: string; password: string; name: string };
  /** Process ids of the servers. */
  pids: number[];
}

/** Reads the state the global setup wrote. */
export function readE2eState(): E2eState {
  const file = process.env.E2E_STATE;
  if (!file) throw new Error('E2E_STATE is not set: run the suite through playwright.config.ts.');
  return JSON.parse(readFileSync(file, 'utf8')) as E2eState;
}
