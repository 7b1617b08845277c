import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, sharedViteConfig } from './vite.shared.ts';
import { uploadServerCommands } from './test-support/uploadServer.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const shared = sharedViteConfig();

// Pre-bundled up front so that Vite does not reload the page mid-run.
const optimizeDeps = {
  include: [
    'react/jsx-dev-runtime',
    'react-dom/client',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@vanilla-extract/dynamic',
    '@internationalized/date',
    '@radix-ui/react-dialog',
    '@radix-ui/react-select',
    '@hookform/resolvers/zod',
    'react-aria-components',
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

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
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
          globals: true,
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts'],
        },
      },
      {
        // The API and its clients against a real server on PGlite and, when reachable, PostgreSQL.
        resolve: shared.resolve,
        // Node-side tests resolve through the SSR environment, so it needs the source condition too.
        environments: shared.environments,
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
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          setupFiles: [path.join(root, '.storybook/vitest.setup.browser.ts')],
          // A real HTTP server for the API client's XMLHttpRequest upload (test-support/uploadServer.ts).
          browser: { ...browser(), commands: uploadServerCommands },
        },
      },
      {
        ...shared,
        cacheDir,
        plugins: [...shared.plugins, storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps,
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
    ],
  },
});
