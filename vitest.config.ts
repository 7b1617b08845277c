import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, sharedViteConfig } from './vite.shared.ts';
import { apiServerCommands } from './testing/apiServerCommands.ts';
import { uploadServerCommands } from './testing/uploadServer.ts';
import { CONDITION_TIMEOUT_MS } from './testing/timeouts.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const shared = sharedViteConfig();

// Pre-bundled up front so that Vite does not reload the page mid-run.
const optimizeDeps = {
  include: [
    'react/jsx-dev-runtime',
    'react-dom/client',
    // The prerendered frames' test renders them to a string, as the build does.
    'react-dom/server',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@vanilla-extract/dynamic',
    '@internationalized/date',
    '@radix-ui/react-dialog',
    '@radix-ui/react-select',
    '@hookform/resolvers/zod',
    'react-aria-components',
    // The setup files' destroyAnnouncer(): bundled in the same pass as react-aria-components, so that both
    // share one LiveAnnouncer module.
    'react-aria/private/live-announcer/LiveAnnouncer',
    'react-hook-form',
    'react-router-dom',
    '@tanstack/react-query',
    '@tanstack/query-core',
    'msw-storybook-addon/csf3',
    'react-intl',
    'zod',
    'storybook/test',
    'vitest-browser-react',
  ],
};

// A fresh object per project: Vitest writes the instance name into it.
// Lets parallel runs keep separate pre-bundle caches.
const cacheDir = process.env.VITE_CACHE_DIR;

/**
 * Storybook's Vitest plugin sets its own `cacheDir` (node_modules/.cache/storybook/…), over the project's:
 * this puts `VITE_CACHE_DIR` back, so that parallel runs do not re-optimise one another's pre-bundles.
 */
const keepCacheDir = (): Plugin => ({
  name: 'altalena:keep-cache-dir',
  enforce: 'post',
  config: () => (cacheDir ? { cacheDir } : undefined),
});

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    // Workers of the Node projects (unit, api). Vitest's default, one less than the cores, leaves a 2-core
    // machine a single worker, through which the API suite's files pass one at a time while Chromium waits
    // on its pages; two workers keep both cores busy. (The browser projects open one page each.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Framework-free code and pure functions: `*.test.ts` runs in Node.
        // The vanilla-extract plugin lets them import a package entry that carries styles (@altalena/tokens).
        plugins: [vanillaExtractPlugin()],
        resolve: shared.resolve,
        // Node-side tests resolve through the SSR environment, so it needs the source condition too.
        environments: shared.environments,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions: one worker imports them once instead of a fresh process per file.
          isolate: false,
          globals: true,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            // The web build's own plugins.
            'apps/web/scripts/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts'],
        },
      },
      {
        // The static Storybook designers open (storybook-static/, built before): its MDX pages render, and
        // docs pages run no play functions. Node drives Chromium over a plain static server.
        plugins: [vanillaExtractPlugin()],
        resolve: shared.resolve,
        environments: shared.environments,
        test: {
          name: 'docs',
          environment: 'node',
          globals: true,
          include: ['.storybook/docs/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The API and its clients against a real server on PGlite and, when reachable, PostgreSQL.
        resolve: shared.resolve,
        // Node-side tests resolve through the SSR environment, so it needs the source condition too; without
        // `module`, which Node ignores: the AWS SDK's `module` builds import files without their extension.
        environments: { ssr: { resolve: { conditions: ['@altalena/source', 'node'] } } },
        test: {
          name: 'api',
          environment: 'node',
          // The app's modules are imported once per worker, not once per file: each file builds its own
          // app and database, and no test changes module state.
          isolate: false,
          globals: true,
          include: ['apps/api/src/**/*.test.ts', 'packages/*/src/**/*.integration.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Components: `*.test.tsx` renders in Chromium.
        ...shared,
        cacheDir,
        optimizeDeps,
        test: {
          name: 'browser',
          globals: true,
          testTimeout: 30_000,
          expect: { poll: { timeout: CONDITION_TIMEOUT_MS } },
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          // Every file in one page: React, react-aria and the packages load once, not once per file. The
          // setup file unmounts each test's render and resets what it leaves on the page (freshPage.ts).
          isolate: false,
          setupFiles: [path.join(root, '.storybook/vitest.setup.browser.ts')],
          // A real HTTP server for the API client's XMLHttpRequest upload (testing/uploadServer.ts), and
          // the real API for the outbox (testing/apiServerCommands.ts).
          browser: { ...browser(), commands: { ...uploadServerCommands, ...apiServerCommands } },
        },
      },
      {
        ...shared,
        cacheDir,
        plugins: [
          ...shared.plugins,
          storybookTest({ configDir: path.join(root, '.storybook') }),
          keepCacheDir(),
        ],
        optimizeDeps,
        test: {
          name: 'storybook',
          // A file's first story loads its lazy screen, transformed on demand while the API workers keep both
          // cores busy: 15 s (the default) has proved too short for the largest screen.
          testTimeout: 30_000,
          expect: { poll: { timeout: CONDITION_TIMEOUT_MS } },
          // Every story file in one page: the app, Storybook's preview and the MSW worker load once, not once
          // per file (a second page measured slower on 2 cores: the work is CPU-bound). The setup file resets
          // what a story leaves outside its canvas (freshPage.ts).
          isolate: false,
          setupFiles: [path.join(root, '.storybook/vitest.setup.stories.ts')],
          browser: browser(),
        },
      },
    ],
  },
});
