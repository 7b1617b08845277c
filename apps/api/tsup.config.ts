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
  // The migrator reads the SQL files at run time from `dist/migrations` and `dist/functions`, next to the bundle.
  onSuccess: async () => {
    for (const folder of ['migrations', 'functions']) {
      rmSync(`dist/${folder}`, { recursive: true, force: true });
      if (existsSync(`src/db/${folder}`)) {
        cpSync(`src/db/${folder}`, `dist/${folder}`, { recursive: true });
      }
    }
  },
});
