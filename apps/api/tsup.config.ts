import { cpSync, existsSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The server and the CLI as two ESM entry points for Node 20. Workspace packages are bundled from their
// sources (the `@altalena/source` condition); everything from node_modules stays external.
export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  dts: false,
  noExternal: ['@altalena/contracts', '@altalena/i18n'],
  esbuildOptions(options) {
    options.conditions = ['@altalena/source', 'node', 'import'];
  },
  // The migrator reads the SQL files at run time from `dist/migrations`, next to the bundle.
  onSuccess: async () => {
    rmSync('dist/migrations', { recursive: true, force: true });
    if (existsSync('src/db/migrations')) {
      cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    }
  },
});
