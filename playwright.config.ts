import { defineConfig, devices } from '@playwright/test';
import { e2ePorts } from './e2e/e2e-state.ts';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

const baseURL = `http://127.0.0.1:${e2ePorts.main}`;

/**
 * End-to-end tests against the real API server serving the web build, on fresh DATA_DIRs (build both
 * first: `pnpm --filter @altalena/web build && (cd apps/api && npx tsup)`). The global setup starts
 * the servers and the global teardown stops them.
 */
export default defineConfig({
  testDir: 'e2e',
  // A spec file's tests run in order in one worker. Each worker has a demo server of its own
  // (e2e/global-setup.ts), so `E2E_WORKERS=2` (as `npm test` runs it) runs two files side by side without
  // sharing records; one by default, for a developer's run of one spec.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // Recording a trace costs every test about a third more CPU (measured: 87 → 57 CPU-seconds for
    // inspections and backoffice), also when it passes and the trace is thrown away: a trace is recorded
    // only when CI retries a failure. To look into a failure, run its spec with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker answers navigations from its precache: the specs of the installable app
    // (offline-app.spec.ts) allow it; the others see the server's answers, as before it existed.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      },
    },
  ],
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
});
