import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Ports of the servers the suite starts: their own, so that a developer's `npm start` on 3000 does not get in the way. */
export const e2ePorts = {
  main: Number(process.env.E2E_PORT ?? 3107),
  /** The demo server of the first worker (the other workers' demo servers take free ports). */
  customer: Number(process.env.E2E_CUSTOMER_PORT ?? 3108),
  /** The example portal (examples/portal), another origin calling the demo server's API. */
  portal: Number(process.env.E2E_PORTAL_PORT ?? 3109),
} as const;

/** The example portal's origin: the demo server lets it call /api/v1 (CORS_ORIGINS). */
export const portalOrigin = `http://127.0.0.1:${e2ePorts.portal}`;

/** A server started with DEMO_DATA=1: one per Playwright worker, so that workers never share records. */
export interface DemoServer {
  /** e.g. `http://127.0.0.1:3108` (the first one on `e2ePorts.customer`, the others on free ports). */
  origin: string;
  /** Its DATA_DIR (its mail lands in `outbox/`). */
  dataDir: string;
  /** Its first customer user (a demo login) and the name the dashboard greets. */
  customer: { username: string; password: string; name: string };
}

/** What the global setup shares with the tests. */
export interface E2eState {
  /** Temporary folder holding every DATA_DIR. */
  tmp: string;
  /** DATA_DIR of the main server (its mail lands in `outbox/`). */
  dataDir: string;
  /** The administrator password the main server printed at its first start. */
  adminPassword: string;
  /** The demo servers, by the worker's `TEST_PARALLEL_INDEX`. */
  demo: DemoServer[];
  /** Process ids of the servers. */
  pids: number[];
}

/** The state as a test sees it: with the demo server of its own worker. */
export interface WorkerE2eState extends E2eState {
  /** The origin of this worker's demo server. */
  customerOrigin: string;
  /** DATA_DIR of this worker's demo server. */
  customerDataDir: string;
  /** The customer user of this worker's demo server. */
  customer: DemoServer['customer'];
}

/**
 * Reads the state the global setup wrote, with the demo server of the calling worker (the first one
 * outside a worker): each worker's tests read and change only their own server's records.
 */
export function readE2eState(): WorkerE2eState {
  const file = process.env.E2E_STATE;
  if (!file) throw new Error('E2E_STATE is not set: run the suite through playwright.config.ts.');
  const state = JSON.parse(readFileSync(file, 'utf8')) as E2eState;
  const demo = state.demo[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (!demo) throw new Error(`No demo server for worker ${process.env.TEST_PARALLEL_INDEX}.`);
  return {
    ...state,
    customerOrigin: demo.origin,
    customerDataDir: demo.dataDir,
    customer: demo.customer,
  };
}
