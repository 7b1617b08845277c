// Checks the declared dependencies of every workspace against the direction of
// docs/architecture.md#dependency-direction: no upward or sideways workspace dependency, no app as a
// dependency, no cycle.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { allowedDependencies } from './workspaces.mjs';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];
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
    `Dependency direction (docs/architecture.md#dependency-direction) broken:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.info(`Dependency direction OK across ${graph.size} workspaces.`);
