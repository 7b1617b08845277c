// eslint-disable-next-line import-x/no-relative-packages -- the shared Vite config is a root file, not a package.
import { sharedViteConfig } from '../../vite.shared.ts';

const shared = sharedViteConfig();

// A plain object rather than `defineConfig()`: this package's `vite` types resolve against another
// `@types/node` than the root's, so the shared plugins' types would not match `defineConfig`'s.
export default {
  ...shared,
  cacheDir: process.env.VITE_CACHE_DIR,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Lists entry and lazy chunks: used to measure what a route loads (and to detect new builds).
    manifest: true,
  },
  server: { port: 5173 },
  preview: { port: 4173 },
};
