// Counts the type assertions (`x as T`, `<T>x`; never `as const`) in the non-test `.ts`/`.tsx` files of a
// folder, with TypeScript's own parser: the figure issue 23 measures the resource engine's typing by.
// Usage: node scripts/count-casts.mjs [folder] [--top N]   (default folder: apps/api/src, top 15)
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex === -1 ? 15 : Number(args[topIndex + 1]);
const folder = path.resolve(
  args.find((arg, i) => !arg.startsWith('--') && i !== topIndex + 1) ?? 'apps/api/src',
);

/** Test code, not counted: `*.test.ts(x)`, `*.test-d.ts`, `*.bench.ts`, `fixtures.ts` (test data), `testing/`, `bench/`. */
function isTest(file) {
  const name = path.basename(file);
  if (/\.(test|test-d|bench)\.tsx?$/.test(name) || name === 'fixtures.ts') return true;
  return path
    .relative(folder, file)
    .split(path.sep)
    .some((part) => part === 'testing' || part === 'bench');
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(full)) {
      yield full;
    }
  }
}

function isAsConst(node) {
  return (
    ts.isTypeReferenceNode(node.type) &&
    ts.isIdentifier(node.type.typeName) &&
    node.type.typeName.text === 'const'
  );
}

let total = 0;
let resourceDefinition = 0;
const perFile = [];
for (const file of sourceFiles(folder)) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  let count = 0;
  const visit = (node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isAsConst(node)) {
      count += 1;
      const type = node.type;
      if (
        ts.isTypeReferenceNode(type) &&
        type.typeName.getText(source).split('.').pop() === 'ResourceDefinition'
      ) {
        resourceDefinition += 1;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  total += count;
  if (count > 0) perFile.push([path.relative(process.cwd(), file), count]);
}

perFile.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.info(
  `casts (as / <T>, not as const) in ${path.relative(process.cwd(), folder) || '.'}: ${total}`,
);
console.info(`as ResourceDefinition: ${resourceDefinition}`);
console.info(`files with casts: ${perFile.length}`);
for (const [file, count] of perFile.slice(0, top))
  console.info(`${String(count).padStart(5)}  ${file}`);
