import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';

/** Workspace packages resolve to their sources in dev, Storybook and tests. */
export const sourceConditions = ['@altalena/source', 'module', 'browser', 'development|production'];

/** Vite settings shared by the web app, Storybook and the browser tests. */
export function sharedViteConfig(): Pick<UserConfig, 'resolve' | 'environments'> & {
  plugins: PluginOption[];
} {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      conditions: sourceConditions,
      // Radix's scroll lock without its inline <style>, which the CSP refuses (see the module).
      alias: [
        {
          find: /^react-remove-scroll-bar$/,
          replacement: fileURLToPath(
            new URL('./packages/ui/src/private/removeScrollBar.ts', import.meta.url),
          ),
        },
      ],
    },
    // The vanilla-extract plugin compiles `.css.ts` files in a child server that resolves as SSR.
    environments: { ssr: { resolve: { conditions: ['@altalena/source', 'module', 'node'] } } },
  };
}

/**
 * The tests' browser, from Debian (browsers are never downloaded by npm): Chromium's headless shell when
 * it is installed, which runs no browser UI of its own (the end-to-end suite takes about half the time),
 * else Chromium.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/** Flags that let headless Chromium run as root on a machine without outside network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
