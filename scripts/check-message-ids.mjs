// Part of `pnpm lint`: every message id the code names literally (`formatMessage({ id: '…' })`,
// `<FormattedMessage id="…">`, `defineMessage(s)` and message descriptors `{ id: '…' }`) across
// packages/*/src and apps/web/src must be in both languages' catalogs. Ids built at run time (template
// literals with `${}`, variables) cannot be checked here: they are counted, and the typed ids of
// `messageIds.d.ts` check them where their parts are typed. Reads the sources with the TypeScript
// parser (the catalogs are TypeScript modules), so it needs no build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const languages = ['en', 'it'];

/** The `.ts`/`.tsx` files under a folder (tests excluded: they may name ids that must be missing). */
function sourcesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function parseFile(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

const stringOf = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
const nameOf = (node) =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : undefined;
const strip = (node) => {
  while (
    node &&
    (ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node))
  )
    node = node.expression;
  return node;
};

/** The keys of the object literals a catalog module declares per language, added to `catalogs`. */
function readCatalog(file, catalogs, fileLanguage) {
  const visit = (node, language) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      languages.includes(node.name.text)
    )
      language = node.name.text;
    const object = strip(node);
    if (language && object && ts.isObjectLiteralExpression(object)) {
      for (const property of object.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          stringOf(strip(property.initializer)) !== undefined
        ) {
          catalogs[language].add(nameOf(property.name));
        }
      }
    }
    ts.forEachChild(node, (child) => visit(child, language));
  };
  visit(parseFile(file), fileLanguage);
}

const catalogs = { en: new Set(), it: new Set() };
for (const language of languages) {
  for (const file of sourcesUnder(path.join(root, 'packages/i18n/src/catalogs', language)))
    readCatalog(file, catalogs, language);
}
const webSrc = path.join(root, 'apps/web/src');
for (const file of sourcesUnder(webSrc).filter((f) =>
  /(^|\/)(catalog|[a-zA-Z]+Catalog)\.ts$/.test(f),
))
  readCatalog(file, catalogs);

const packagesDir = path.join(root, 'packages');
const sources = [
  ...readdirSync(packagesDir).flatMap((name) => {
    try {
      return sourcesUnder(path.join(packagesDir, name, 'src'));
    } catch {
      return [];
    }
  }),
  ...sourcesUnder(webSrc),
];

const isDescriptorKey = (name) => ['id', 'defaultMessage', 'description'].includes(name);
const calleeName = (expression) =>
  ts.isIdentifier(expression)
    ? expression.text
    : ts.isPropertyAccessExpression(expression)
      ? expression.name.text
      : undefined;

let literal = 0;
let dynamic = 0;
const missing = [];
const checkId = (idNode, file) => {
  const id = stringOf(strip(idNode));
  if (id === undefined) {
    dynamic += 1;
    return;
  }
  literal += 1;
  const absent = languages.filter((language) => !catalogs[language].has(id));
  if (absent.length > 0) {
    const { line } = idNode.getSourceFile().getLineAndCharacterOfPosition(idNode.getStart());
    missing.push(`${path.relative(root, file)}:${line + 1}: ${id} (not in ${absent.join(', ')})`);
  }
};
const idOf = (object) =>
  object.properties.find((p) => ts.isPropertyAssignment(p) && nameOf(p.name) === 'id');

for (const file of sources) {
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const id = idOf(node);
      const parent = node.parent;
      const callee = ts.isCallExpression(parent) ? calleeName(parent.expression) : undefined;
      const inCall = callee === 'formatMessage' || callee === 'defineMessage';
      // A message descriptor held apart from a call: only the descriptor's own keys.
      const descriptor =
        id &&
        node.properties.every((p) => ts.isPropertyAssignment(p) && isDescriptorKey(nameOf(p.name)));
      const inDefineMessages =
        ts.isPropertyAssignment(parent) &&
        ts.isObjectLiteralExpression(parent.parent) &&
        ts.isCallExpression(parent.parent.parent) &&
        calleeName(parent.parent.parent.expression) === 'defineMessages';
      if (id && (inCall || descriptor || inDefineMessages)) checkId(id.initializer, file);
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText() === 'FormattedMessage'
    ) {
      const attribute = node.attributes.properties.find(
        (a) => ts.isJsxAttribute(a) && a.name.getText() === 'id',
      );
      const value = attribute?.initializer;
      if (value) checkId(ts.isJsxExpression(value) ? value.expression : value, file);
    }
    ts.forEachChild(node, visit);
  };
  visit(parseFile(file));
}

const checked = `${literal} literal message ids in ${sources.length} files checked against the en and it catalogs; ${dynamic} built at run time`;
if (missing.length > 0) {
  console.error(`✗ message ids not in the catalogs:\n  ${missing.join('\n  ')}\n(${checked})`);
  process.exit(1);
}
console.info(`✓ ${checked}`);
