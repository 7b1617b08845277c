// The API table of every package's README lists each export of its entry points with the first sentence of
// its JSDoc. `node scripts/readme-api.mjs` checks that the tables name exactly the exports (part of
// `npm run lint`); `--write` rewrites the tables between `<!-- api:start -->` and `<!-- api:end -->`
// from the sources (run Prettier on the READMEs afterwards).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const write = process.argv.includes('--write');

/** The source file of each public entry point, by the subpath it is imported from. */
function entryPoints(dir) {
  const { name, exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(
      ([, target]) => typeof target === 'object' && target['@altalena/source']?.endsWith('.ts'),
    )
    .filter(([subpath]) => !subpath.endsWith('.css'))
    .map(([subpath, target]) => ({
      specifier: subpath === '.' ? name : `${name}/${subpath.slice(2)}`,
      file: path.join(dir, target['@altalena/source']),
    }));
}

/** What an exported symbol is, for the table's second column. */
function kindOf(checker, symbol, name) {
  const declaration = symbol.declarations?.[0];
  if (!declaration) return 'value';
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))
    return 'type';
  if (ts.isClassDeclaration(declaration)) return 'class';
  const callable =
    ts.isFunctionDeclaration(declaration) ||
    checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures().length > 0;
  if (!callable) return 'constant';
  return /^[A-Z]/.test(name) ? 'component' : 'function';
}

/** The JSDoc of a symbol; a `z.infer<typeof schema>`-style type without one borrows its value's. */
function docOf(checker, symbol) {
  const own = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const declaration = symbol.declarations?.[0];
  if (own || !declaration || !ts.isTypeAliasDeclaration(declaration)) return own;
  const text = declaration.type.getText();
  const of = /typeof (\w+)/.exec(text)?.[1];
  if (!of) return own;
  let value = checker
    .getSymbolsInScope(declaration, ts.SymbolFlags.Value)
    .find((candidate) => candidate.name === of);
  if (value && value.flags & ts.SymbolFlags.Alias) value = checker.getAliasedSymbol(value);
  const borrowed = value ? ts.displayPartsToString(value.getDocumentationComment(checker)) : '';
  const lead = /\[number\]$/.test(text)
    ? `One of \`${of}\``
    : `The ${/^z\.input/.test(text) ? 'input ' : ''}type of \`${of}\``;
  return borrowed ? `${lead}: ${borrowed.charAt(0).toLowerCase()}${borrowed.slice(1)}` : `${lead}.`;
}

const packages = ['tokens', 'ui', 'forms', 'i18n', 'contracts', 'api-client', 'auth'].map((dir) => {
  const packageDir = path.join(root, 'packages', dir);
  return { dir, packageDir, entries: entryPoints(packageDir) };
});
// One program for every entry point: the libraries they share are read once.
const program = ts.createProgram(
  packages.flatMap(({ entries }) => entries.map((entry) => entry.file)),
  {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    customConditions: ['@altalena/source'],
    skipLibCheck: true,
    noEmit: true,
  },
);
const checker = program.getTypeChecker();

/** One row per export: name, kind and the first sentence of its JSDoc. */
function exportRows(file) {
  const module = checker.getSymbolAtLocation(program.getSourceFile(file));
  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const doc = docOf(checker, symbol).replace(/\s+/g, ' ').trim();
      const sentence = /^(.*?[.!?])(?=\s+[A-Z]|$)/.exec(doc)?.[1] ?? doc;
      return { name: exported.name, kind: kindOf(checker, symbol, exported.name), doc: sentence };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

const problems = [];
for (const { dir, packageDir, entries: entryFiles } of packages) {
  const readmeFile = path.join(packageDir, 'README.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const entries = entryFiles.map((entry) => ({ ...entry, rows: exportRows(entry.file) }));
  if (write) {
    const tables = entries.map(({ specifier, rows }) =>
      [
        ...(entries.length > 1 ? [`### \`${specifier}\``, ''] : []),
        '| export | kind | what it is |',
        '| --- | --- | --- |',
        ...rows.map(
          ({ name, kind, doc }) =>
            `| \`${name}\` | ${kind} | ${doc.replace(/\|/g, '\\|') || '—'} |`,
        ),
      ].join('\n'),
    );
    const section = `<!-- api:start -->\n\n${tables.join('\n\n')}\n\n<!-- api:end -->`;
    writeFileSync(readmeFile, readme.replace(/<!-- api:start -->[\s\S]*<!-- api:end -->/, section));
    continue;
  }
  const listed = new Set([...readme.matchAll(/^\| `([\w$]+)` +\|/gm)].map((match) => match[1]));
  const exported = new Set(entries.flatMap(({ rows }) => rows.map((row) => row.name)));
  for (const name of exported)
    if (!listed.has(name))
      problems.push(`packages/${dir}/README.md does not list the export ${name}`);
  for (const name of listed)
    if (!exported.has(name)) problems.push(`packages/${dir}/README.md lists ${name}, not exported`);
}
if (problems.length) {
  console.error(
    `README API tables out of date (node scripts/readme-api.mjs --write):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
if (!write) console.info('README API tables list every export of the 7 packages.');
