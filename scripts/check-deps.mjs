// Checks the declared dependencies of every workspace against the direction of docs/architecture.md#dependency-direction:
// no upward or sideways workspace dependency, no app as a dependency, no cycle. A published package
// (packages/*) also depends on another one by `workspace:^` (a caret range once packed) and tests each
// peer at an exact version within the peer's range (a devDependency), as its consumers will run it.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { allowedDependencies } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];
/** A tsconfig file's JSON, without its whole-line comments. */
const readTsconfig = (file) =>
  JSON.parse(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n'),
  );
// `pnpm run typecheck` checks every package in one program (packages/tsconfig.json): that is only right
// while each package's own tsconfig.json compiles its src with the same options.
const packagesProgram = readTsconfig(path.join(root, 'packages', 'tsconfig.json'));
const graph = new Map();

for (const group of ['packages', 'apps']) {
  for (const dir of readdirSync(path.join(root, group))) {
    const file = path.join(root, group, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const allowed = allowedDependencies[pkg.name];
    if (!allowed) {
      problems.push(`${pkg.name} (${group}/${dir}) is not in scripts/workspaces.mjs`);
      continue;
    }
    const declared = Object.keys({
      ...pkg.dependencies,
      ...pkg.peerDependencies,
      ...pkg.devDependencies,
    }).filter((name) => name.startsWith('@altalena/'));
    graph.set(pkg.name, declared);
    for (const dep of declared) {
      if (!allowed.includes(dep)) problems.push(`${pkg.name} must not depend on ${dep}`);
    }
    if (group !== 'packages') continue;
    const own = readTsconfig(path.join(root, group, dir, 'tsconfig.json'));
    if (
      own.extends !== '../../tsconfig.base.json' ||
      JSON.stringify(own.compilerOptions) !== JSON.stringify(packagesProgram.compilerOptions) ||
      JSON.stringify(own.include) !== '["src"]'
    )
      problems.push(
        `${group}/${dir}/tsconfig.json must compile src with packages/tsconfig.json's options (one typecheck program)`,
      );
    for (const [dep, spec] of Object.entries(pkg.dependencies ?? {})) {
      if (dep.startsWith('@altalena/') && spec !== 'workspace:^')
        problems.push(`${pkg.name} must depend on ${dep} as workspace:^ (not ${spec})`);
    }
    for (const [peer, range] of Object.entries(pkg.peerDependencies ?? {})) {
      const tested = pkg.devDependencies?.[peer];
      if (!tested || !semver.valid(tested) || !semver.satisfies(tested, range))
        problems.push(
          `${pkg.name} must test its peer ${peer} (${range}) at an exact devDependency in range`,
        );
    }
  }
}

const visit = (name, trail) => {
  if (trail.includes(name)) {
    problems.push(`dependency cycle: ${[...trail, name].join(' → ')}`);
    return;
  }
  for (const dep of graph.get(name) ?? []) visit(dep, [...trail, name]);
};
for (const name of graph.keys()) visit(name, []);

if (problems.length) {
  console.error(
    `Declared dependencies broken (docs/architecture.md#dependency-direction; published packages):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.info(`Dependency direction OK across ${graph.size} workspaces.`);
