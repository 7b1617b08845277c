import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, parseAst } from 'vite';
import { catalogModule, compileMessagesPlugin } from './compileMessagesPlugin.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entryId = 'virtual:compiled-catalogs';

/** What the entry built below exports: the catalogs as the build leaves them, and a formatter. */
interface BuiltCatalogs {
  messages: Record<'en' | 'it', Record<string, unknown>>;
  format(locale: 'en' | 'it', id: string, values: Record<string, unknown>): string;
}

// The real catalogs (shared and feature ones) built as the web build builds them: compiled by the plugin,
// with the parser aliased away, formatted by react-intl's own formatter.
const entrySource = `
import { createIntl } from 'react-intl';
import { catalogs } from '@altalena/i18n';
import { signedInCatalog } from ${JSON.stringify(path.join(webRoot, 'src/app/signedInCatalog.ts'))};
import { toysCatalog } from ${JSON.stringify(path.join(webRoot, 'src/features/toys/catalog.ts'))};
export const messages = {
  en: { ...catalogs.en, ...signedInCatalog.en, ...toysCatalog.en },
  it: { ...catalogs.it, ...signedInCatalog.it, ...toysCatalog.it },
};
export function format(locale, id, values) {
  const intl = createIntl({
    locale: locale === 'it' ? 'it-IT' : 'en-US',
    messages: messages[locale],
    onError: (error) => { throw error; },
  });
  return intl.formatMessage({ id }, values);
}
`;

let outDir = '';
let built: BuiltCatalogs;
let bundle = '';

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'altalena-compiled-catalogs-'));
  await build({
    root: webRoot,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id === entryId ? `\0${id}` : null),
        load: (id) => (id === `\0${entryId}` ? entrySource : null),
      },
      compileMessagesPlugin(),
    ],
    environments: { ssr: { resolve: { conditions: ['@altalena/source', 'module', 'node'] } } },
    // Everything bundled, so the alias reaches react-intl's own import of the parser.
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      minify: false,
      rollupOptions: { input: entryId, output: { entryFileNames: 'catalogs.mjs' } },
    },
  });
  const file = path.join(outDir, 'catalogs.mjs');
  bundle = await readFile(file, 'utf8');
  built = (await import(pathToFileURL(file).href)) as BuiltCatalogs;
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('compiled catalogs', () => {
  it('ship every message as an AST and no ICU parser', () => {
    for (const locale of ['en', 'it'] as const) {
      const values = Object.values(built.messages[locale]);
      expect(values.length).toBeGreaterThan(100);
      expect(values.filter((message) => !Array.isArray(message))).toEqual([]);
    }
    expect(bundle).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
  });

  it('format plurals, selects and numbers in both languages without the parser', () => {
    expect(built.format('en', 'web.list.count', { count: 0 })).toBe('No records');
    expect(built.format('en', 'web.list.count', { count: 1 })).toBe('1 record');
    expect(built.format('it', 'web.list.count', { count: 12 })).toBe('12 elementi');
    expect(built.format('en', 'toys.detail.ages', { from: 3, to: 'none' })).toBe('from 3 years');
    expect(built.format('it', 'toys.detail.ages', { from: 3, to: 12 })).toBe('3–12 anni');
    expect(built.format('en', 'ui.pagination.summary', { start: 1, end: 25, total: 1234 })).toBe(
      '1–25 of 1,234',
    );
    expect(built.format('it', 'ui.pagination.summary', { start: 1, end: 25, total: 12345 })).toBe(
      '1–25 di 12.345',
    );
    expect(built.format('it', 'web.files.download', { name: 'verbale.pdf' })).toBe(
      'Scarica verbale.pdf',
    );
  });
});

describe('compileMessagesPlugin', () => {
  const plugin = compileMessagesPlugin();
  const context = {
    parse: (code: string) => parseAst(code),
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('fails the build on a message that is not valid ICU, naming it', () => {
    const code = "const en = { 'demo.count': '{count, plural, one {# item}' };\nexport { en };";
    expect(() =>
      plugin.transform.call(context, code, '/repo/apps/web/src/features/demo/catalog.ts'),
    ).toThrow(/demo\/catalog\.ts: the message demo\.count is not valid ICU/);
  });

  it('leaves modules that are not catalogs alone', () => {
    const code = "export const columns = { header: 'demo.title' };";
    expect(
      plugin.transform.call(context, code, '/repo/apps/web/src/features/demo/columns.ts'),
    ).toBe(null);
  });
});

describe('the catalogs the production build compiles', () => {
  // A catalog the plugin does not match would reach production as strings, which react-intl cannot format
  // without its parser: every feature catalog the app defines must live where the plugin finds it.
  it('include every FeatureCatalog the web app defines', async () => {
    const sources = path.join(webRoot, 'src');
    const files = (await readdir(sources, { recursive: true }))
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => path.join(sources, file));
    const definitions: string[] = [];
    for (const file of files) {
      const code = await readFile(file, 'utf8');
      if (/:\s*FeatureCatalog\s*=|satisfies\s+FeatureCatalog\b/.test(code)) definitions.push(file);
    }
    expect(definitions.length).toBeGreaterThan(10);
    const missed = definitions.filter(
      (file) => !catalogModule.test(file.split(path.sep).join('/')),
    );
    expect(missed.map((file) => path.relative(webRoot, file))).toEqual([]);
  });
});
