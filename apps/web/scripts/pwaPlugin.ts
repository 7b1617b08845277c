import sharp from 'sharp';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
// The theme's values as plain data: Vite bundles its config without the source condition, and the
// package's index needs the vanilla-extract compiler.
// eslint-disable-next-line no-restricted-imports, import-x/no-relative-packages -- see above.
import { lightTheme } from '../../../packages/tokens/src/themes/light.ts';
import { appIconSvg, type IconColors } from './appIcon.ts';

/** The icon's colours: the app bar's grey, the brand gold, the page background. */
const iconColors: IconColors = {
  tile: lightTheme.color.surfaceInverse,
  frame: lightTheme.color.primary,
  swing: lightTheme.color.background,
};

/** The PNG icons the build writes under `icons/`, by file name. */
export const PWA_ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: true },
] as const;

/** Where the inspector's day is: what the installed app opens on. */
export const START_URL = '/inspections';

/** The web app manifest (`manifest.webmanifest`); Italian is the app's main language. */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Altalena',
  short_name: 'Altalena',
  description:
    'Ispezioni di sicurezza delle aree gioco (EN 1176-7, EN 1177), rapporti e preventivi.',
  lang: 'it',
  dir: 'ltr',
  start_url: START_URL,
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: lightTheme.color.surfaceInverse,
  background_color: lightTheme.color.background,
  categories: ['business', 'productivity'],
  icons: PWA_ICONS.filter(({ file }) => !file.includes('apple-touch')).map(
    ({ file, size, maskable }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: maskable ? 'maskable' : 'any',
    }),
  ),
};

/** One icon as PNG, `size` pixels square. */
export function renderIcon(size: number, maskable: boolean): Promise<Buffer> {
  const svg = Buffer.from(appIconSvg(iconColors, { maskable }));
  return sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** Draws the icons from the theme at build time, and names the theme colour and the touch icon in the page. */
function iconsPlugin(): Plugin {
  return {
    name: 'altalena-pwa-icons',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { name: 'theme-color', content: webAppManifest.theme_color },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `/${PWA_ICONS[3].file}` },
          injectTo: 'head',
        },
      ];
    },
    async generateBundle() {
      for (const { file, size, maskable } of PWA_ICONS) {
        this.emitFile({ type: 'asset', fileName: file, source: await renderIcon(size, maskable) });
      }
    },
  };
}

/**
 * The installable app: the icons, the web app manifest and the service worker (src/sw/sw.ts, built by
 * vite-plugin-pwa with Workbox), which precaches the whole build: the shell, every route's chunk, the CSS,
 * the fonts, the icons and the prerendered login pages. The app registers it itself
 * (src/app/serviceWorker), lazily, after the page has loaded.
 */
export function pwaPlugins(): Plugin[] {
  return [
    iconsPlugin(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: webAppManifest,
      includeManifestIcons: false,
      injectManifest: {
        // Everything a screen needs, the scanner's decoder (wasm) too, so labels are read offline; not
        // the version files (always asked of the server) nor the pre-compressed copies (the server sends
        // them to the browser; the precache keeps what it decoded).
        globPatterns: ['**/*.{js,css,html,woff2,woff,svg,png,wasm}'],
        globIgnores: ['**/*.br', '**/*.gz', 'latest-build.json', 'build-manifest.json'],
        // Vite names the assets by content hash: their URL is their revision.
        dontCacheBustURLsMatching: /^assets\//,
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ] as Plugin[];
}
