import { defineConfig } from 'tsup';

export default defineConfig({
  // `catalogs` and `detection` are framework-free: a server imports them without React.
  entry: {
    index: 'src/index.ts',
    catalogs: 'src/catalogs.ts',
    detection: 'src/detection/core.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
});
