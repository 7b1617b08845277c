import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `remove-scroll-bar`: what a portal aliases `react-remove-scroll-bar` to. Radix (a peer, so not in
  // this bundle) imports that library through `react-remove-scroll` from the portal's node_modules,
  // where no build step of this package reaches: its inline <style> goes only with the portal's alias.
  entry: { index: 'src/index.ts', 'remove-scroll-bar': 'src/private/removeScrollBar.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
