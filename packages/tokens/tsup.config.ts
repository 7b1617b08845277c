import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The global reset is its own entry so that its CSS lands in dist/reset.css, opt-in beside styles.css.
  entry: { index: 'src/index.ts', reset: 'src/global.css.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
