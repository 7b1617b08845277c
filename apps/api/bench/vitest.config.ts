import { defineConfig } from 'vitest/config';

// `pnpm bench`: one long-running "test" that seeds, serves and loads; never part of `npm test`.
export default defineConfig({
  resolve: { conditions: ['@altalena/source', 'module', 'node'] },
  environments: { ssr: { resolve: { conditions: ['@altalena/source', 'module', 'node'] } } },
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['run.ts', 'photos.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    disableConsoleIntercept: true,
    fileParallelism: false,
  },
});
