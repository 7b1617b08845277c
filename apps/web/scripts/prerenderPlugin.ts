import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  bootScriptSource,
  frameStyleSource,
  prerenderedDocument,
  stylesFor,
} from '../src/prerender/document.ts';
import { chunksOf, type ManifestChunk } from './bundle.mjs';

/** The route whose first state is prerendered, its lazy module and the module that renders it. */
const LOGIN = {
  path: 'auth/login',
  routeModule: 'src/screens/Auth/route.tsx',
  renderModule: 'src/prerender/loginPage.tsx',
};

/**
 * The module that renders the frames of the signed-in routes, and the chunks their loaders start the
 * data with (src/app/routes.tsx): preloaded right after the entry, so the requests leave as it runs.
 */
const FRAMES = {
  renderModule: 'src/prerender/signedInFrame.tsx',
  dataModules: ['src/app/queryClient.ts', 'src/app/routeData.ts'],
};

/** The exports of `src/prerender/loginPage.tsx`, as the SSR build gives them. */
interface LoginPageModule {
  renderLoginPage(locale: string): { html: string; title: string };
  locales: readonly string[];
  themeClass: { light: string; dark: string };
  siteStateKey: string;
  sessionStorageKeys: { token: string; expiry: string; user: string };
}

/** The exports of `src/prerender/signedInFrame.tsx`, as the SSR build gives them. */
interface SignedInFrameModule {
  renderFrame(path: string, locale: string): { html: string; title: string };
  framedPages: ReadonlyArray<{ path: string; screenModule: string; roles: readonly string[] }>;
  locales: readonly string[];
}

/** The JS and CSS files of chunks beyond what `index.html` already loads. */
function routeFiles(manifest: Record<string, ManifestChunk>, keys: readonly string[]) {
  const entry = chunksOf(manifest, ['index.html']);
  const own = [...chunksOf(manifest, keys)].filter((chunk) => !entry.has(chunk));
  return {
    modules: own.map((chunk) => `/${chunk.file}`),
    styles: own.flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
  };
}

/** Writes `assets/<name>-<hash>.<ext>` (named by content, as Vite names the assets) and returns its path. */
async function writeAsset(outDir: string, name: string, ext: string, source: string) {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.${ext}`;
  await writeFile(path.join(outDir, file), source);
  return file;
}

/** The Vite settings the app builds with (vite.shared.ts), for the SSR build of the page. */
interface SharedConfig {
  plugins: unknown[];
  resolve?: unknown;
  environments?: unknown;
}

/** Minimal shape of the Vite plugin this returns (see vite.config.ts on why Vite's types are not used). */
interface PrerenderPlugin {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string; ssr: unknown } }): void;
  closeBundle: { order: 'pre'; sequential: true; handler(): Promise<void> };
}

/**
 * Vite plugin: after the client build, renders with the app's own components (an SSR build of
 * `src/prerender/loginPage.tsx` and `src/prerender/signedInFrame.tsx`) the login page's first step and the
 * frame of each signed-in list (`FRAMED_PATHS`) in every language, and writes
 * `prerendered/<path>.<locale>.html`, which the server sends for that route in the visitor's language.
 * The page paints from HTML and CSS alone; the scripts then render the live page over it.
 */
export function prerenderPlugin(shared: SharedConfig): PrerenderPlugin {
  let root = '';
  let outDir = 'dist';
  let isSsr = false;
  return {
    name: 'altalena-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (isSsr) return;
        const ssrOut = await mkdtemp(path.join(tmpdir(), 'altalena-prerender-'));
        try {
          await build({
            root,
            configFile: false,
            logLevel: 'error',
            mode: 'production',
            ...(shared as Parameters<typeof build>[0]),
            // Everything in one file: the workspace packages' `.css.ts` need the vanilla-extract plugin.
            ssr: { noExternal: true },
            build: {
              ssr: true,
              outDir: ssrOut,
              emptyOutDir: true,
              rollupOptions: {
                input: { login: LOGIN.renderModule, frames: FRAMES.renderModule },
                output: { entryFileNames: '[name].mjs' },
              },
            },
          });
          const rendered = (name: string) => pathToFileURL(path.join(ssrOut, `${name}.mjs`)).href;
          const page = (await import(rendered('login'))) as LoginPageModule;
          const frames = (await import(rendered('frames'))) as SignedInFrameModule;

          const manifest = JSON.parse(
            await readFile(path.join(outDir, 'build-manifest.json'), 'utf8'),
          ) as Record<string, ManifestChunk>;
          const { modules, styles } = routeFiles(manifest, [LOGIN.routeModule]);
          const { light, dark } = page.themeClass;
          const bootSource = bootScriptSource(
            { siteState: page.siteStateKey, ...page.sessionStorageKeys },
            light,
            dark,
          );
          const bootFile = await writeAsset(outDir, 'boot', 'js', bootSource);

          const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const target = path.join(outDir, 'prerendered', LOGIN.path);
          await mkdir(path.dirname(target), { recursive: true });
          for (const locale of page.locales) {
            const { html, title } = page.renderLoginPage(locale);
            const document = prerenderedDocument(indexHtml, {
              locale,
              title,
              html,
              themeClass: light,
              bootScript: `/${bootFile}`,
              styles,
              modules,
            });
            await writeFile(`${target}.${locale}.html`, document);
          }
          console.info(
            `prerender: /${LOGIN.path} in ${page.locales.join(', ')} (${modules.length} preloaded chunks, ${styles.length} style sheets)`,
          );

          const frameStyle = await writeAsset(
            outDir,
            'frame',
            'css',
            frameStyleSource(['admin', 'customer']),
          );
          for (const framed of frames.framedPages) {
            // The chunks the live screen loads (the data's, then the screen's, which imports the
            // signed-in chunk every screen shares), preloaded after the first paint; of their style
            // sheets, those the frame uses (the others come with the chunks, which Vite runs once their
            // CSS is in).
            const files = routeFiles(manifest, [...FRAMES.dataModules, framed.screenModule]);
            const sheets = new Map<string, string>();
            for (const url of files.styles)
              sheets.set(url, await readFile(path.join(outDir, url.slice(1)), 'utf8'));
            const target = path.join(outDir, 'prerendered', framed.path.slice(1));
            await mkdir(path.dirname(target), { recursive: true });
            for (const locale of frames.locales) {
              const { html, title } = frames.renderFrame(framed.path, locale);
              const document = prerenderedDocument(indexHtml, {
                locale,
                title,
                html,
                themeClass: light,
                bootScript: `/${bootFile}`,
                styles: stylesFor(html, sheets),
                modules: files.modules,
                frame: { roles: framed.roles, style: `/${frameStyle}` },
              });
              await writeFile(`${target}.${locale}.html`, document);
            }
          }
          console.info(
            `prerender: the frames of ${frames.framedPages.map((framed) => framed.path).join(', ')} in ${frames.locales.join(', ')}`,
          );
        } finally {
          await rm(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}
