// eslint-disable-next-line import-x/no-relative-packages -- the shared Vite config is a root file, not a package.
import { sharedViteConfig } from '../../vite.shared.ts';
import { compileMessagesPlugin } from './scripts/compileMessagesPlugin.ts';
import { compressPlugin } from './scripts/compressPlugin.ts';
import { latestBuildPlugin } from './scripts/latestBuildPlugin.ts';
import { prerenderPlugin } from './scripts/prerenderPlugin.ts';
import { pwaPlugins } from './scripts/pwaPlugin.ts';

const shared = sharedViteConfig();
// The production build (and the prerendered login page) formats catalogs compiled to ASTs, without the
// ICU parser; the dev server, Storybook and the tests parse them at run time.
const withCompiledMessages = { ...shared, plugins: [...shared.plugins, compileMessagesPlugin()] };

// A plain object rather than `defineConfig()`: this package's `vite` types resolve against another
// `@types/node` than the root's, so the shared plugins' types would not match `defineConfig`'s.
export default {
  ...withCompiledMessages,
  plugins: [
    ...withCompiledMessages.plugins,
    latestBuildPlugin(),
    prerenderPlugin(withCompiledMessages),
    // After the prerender (its pages are precached), before the compression (sw.js is compressed too).
    ...pwaPlugins(),
    compressPlugin(),
  ],
  cacheDir: process.env.VITE_CACHE_DIR,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Lists entry and lazy chunks, at the root of the build beside latest-build.json
    // (docs/spec/original-specification.md §7: the build manifest and the latest-build file); route-size.mjs
    // measures what a route loads with it.
    manifest: 'build-manifest.json',
  },
  server: {
    port: 5173,
    // The API server (apps/api) in development.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
};
