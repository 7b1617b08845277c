/// <reference types="node" />
import type { BrowserCommand } from 'vitest/node';
import {
  buildApiIfNeeded,
  freshDataDir,
  removeDataDir,
  startApiServer,
  type RealServer,
} from './realServer';

// The real API server for browser tests (the outbox in Chromium against it): started from the test through
// a Vitest browser command, on a fresh embedded PGlite with the demo data and an administrator, answering
// CORS for the test page's origin (the page is served from Vitest's own server).

/** The administrator of the servers these commands start. */
export const TEST_ADMIN = { username: 'admin', password: 'Admin12345' };

const servers = new Map<string, RealServer>();

/** Starts the API with the demo data for a page on `origin`; answers its `/api/v1` base address. */
export const startDemoApi: BrowserCommand<[origin: string]> = async (_context, origin) => {
  await buildApiIfNeeded();
  const dataDir = await freshDataDir();
  const server = await startApiServer(dataDir, {
    DEMO_DATA: '1',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    CORS_ORIGINS: origin,
  });
  servers.set(server.baseUrl, server);
  return { baseUrl: server.baseUrl, ...TEST_ADMIN };
};

/** Stops the API of `baseUrl` and removes its data. */
export const stopDemoApi: BrowserCommand<[baseUrl: string]> = async (_context, baseUrl) => {
  const server = servers.get(baseUrl);
  if (!server) return;
  servers.delete(baseUrl);
  await server.stop();
  await removeDataDir(server.dataDir);
};

/** The commands of the `browser` Vitest project (`import { commands } from 'vitest/browser'`). */
export const apiServerCommands = { startDemoApi, stopDemoApi };
