import { defineConfig } from 'vitest/config';

// `pnpm bench`: one long-running "test" that seeds, serves and loads; never part of `npm test`.
export default defineConfig({
  // Without `module`, as the api project of the root config: the AWS SDK's `module` builds import files
  // without their extension, which Node cannot load.
  resolve: { conditions: ['@altalena/source', 'node'] },
  environments: { ssr: { resolve: { conditions: ['@altalena/source', 'node'] } } },
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
