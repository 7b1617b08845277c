import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { bootScriptSource, prerenderedDocument } from '../src/prerender/document.ts';
import { chunksOf, type ManifestChunk } from './bundle.mjs';

/** The route whose first state is prerendered, its lazy module and the module that renders it. */
const LOGIN = {
  path: 'auth/login',
  routeModule: 'src/screens/Auth/route.tsx',
  renderModule: 'src/prerender/loginPage.tsx',
};

/** The exports of `src/prerender/loginPage.tsx`, as the SSR build gives them. */
interface LoginPageModule {
  renderLoginPage(locale: string): { html: string; title: string };
  locales: readonly string[];
  themeClass: { light: string; dark: string };
  siteStateKey: string;
}

/** The JS and CSS files a chunk loads beyond what `index.html` already loads. */
function routeFiles(manifest: Record<string, ManifestChunk>, key: string) {
  const entry = chunksOf(manifest, ['index.html']);
  const own = [...chunksOf(manifest, [key])].filter((chunk) => !entry.has(chunk));
  return {
    modules: own.map((chunk) => `/${chunk.file}`),
    styles: own.flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
  };
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
 * Vite plugin: after the client build, renders the login page's first step in every language with the
 * app's own components (an SSR build of `src/prerender/loginPage.tsx`) and writes
 * `prerendered/auth/login.<locale>.html`, which the server sends for `/auth/login` in the visitor's
 * language. The page paints from HTML and CSS alone; the scripts then render the live page over it.
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
              ssr: LOGIN.renderModule,
              outDir: ssrOut,
              emptyOutDir: true,
              rollupOptions: { output: { entryFileNames: 'render.mjs' } },
            },
          });
          const page = (await import(
            pathToFileURL(path.join(ssrOut, 'render.mjs')).href
          )) as LoginPageModule;

          const manifest = JSON.parse(
            await readFile(path.join(outDir, 'build-manifest.json'), 'utf8'),
          ) as Record<string, ManifestChunk>;
          const { modules, styles } = routeFiles(manifest, LOGIN.routeModule);
          const { light, dark } = page.themeClass;
          const bootSource = bootScriptSource(page.siteStateKey, light, dark);
          const hash = createHash('sha256').update(bootSource).digest('base64url').slice(0, 8);
          const bootFile = `assets/boot-${hash}.js`;
          await writeFile(path.join(outDir, bootFile), bootSource);

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
        } finally {
          await rm(ssrOut, { recursive: true, force: true });
        }
      },
    },
  };
}
