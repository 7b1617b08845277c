// The example portal (examples/portal) as another team would build it: packs the seven packages as they
// would be published, installs the tarballs and the newest peers within their ranges with npm (not the
// workspace links), then type-checks strictly and builds it. e2e/portal.spec.ts opens the build in Chromium
// against the real server. Prints the install, type-check and build times and the gzip JS it ships.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const portal = path.join(root, 'examples', 'portal');
const packs = path.join(portal, '.packs');

/** Runs a command, exiting with its output when it fails; returns the seconds it took. */
function run(command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`✗ ${command} ${args.join(' ')} failed in ${path.relative(root, cwd) || '.'}`);
    process.exit(1);
  }
  return (Date.now() - started) / 1000;
}

// 1. Pack every package from its build, under a name without the version (the portal's package.json
//    points at these files, as a consumer's would point at a registry).
rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
for (const name of readdirSync(path.join(root, 'packages'))) {
  const dir = path.join(root, 'packages', name);
  // packages/ also holds the typecheck program of them all (tsconfig.json).
  if (!existsSync(path.join(dir, 'package.json'))) continue;
  if (!existsSync(path.join(dir, 'dist'))) {
    console.error(
      `✗ packages/${name} has no dist: build the packages first (npm run build:packages).`,
    );
    process.exit(1);
  }
  run('pnpm', ['pack', '--pack-destination', packs], dir);
}
for (const file of readdirSync(packs)) {
  renameSync(
    path.join(packs, file),
    path.join(packs, file.replace(/-\d+\.\d+\.\d+[^.]*\.tgz$/, '.tgz')),
  );
}

// 2. Install as a consumer: no lockfile, so every peer resolves to the newest version its range allows.
//    The packages are removed first so that npm unpacks the new tarballs, not what it installed last time.
rmSync(path.join(portal, 'node_modules', '@altalena'), { recursive: true, force: true });
rmSync(path.join(portal, 'node_modules', '.package-lock.json'), { force: true });
const install = run(
  'npm',
  ['install', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'],
  portal,
);

// One copy of each shared library: two copies of react-intl or query-core break the portal at run time.
const shared = [
  'react',
  'react-dom',
  'react-intl',
  'react-aria-components',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'react-hook-form',
  'zod',
  '@radix-ui/react-dialog',
];
/** Every installed copy of every package under `dir`: name → versions. */
function installedCopies(dir, copies = new Map()) {
  if (!existsSync(dir)) return copies;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const packageDirs = entry.name.startsWith('@')
      ? readdirSync(path.join(dir, entry.name)).map((inner) => path.join(dir, entry.name, inner))
      : [path.join(dir, entry.name)];
    for (const packageDir of packageDirs) {
      const manifest = path.join(packageDir, 'package.json');
      if (!existsSync(manifest)) continue;
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
      copies.set(name, [...(copies.get(name) ?? []), version]);
      installedCopies(path.join(packageDir, 'node_modules'), copies);
    }
  }
  return copies;
}
const copies = installedCopies(path.join(portal, 'node_modules'));
const versions = {};
for (const name of shared) {
  const found = copies.get(name) ?? [];
  if (found.length !== 1) {
    console.error(
      `✗ ${name}: ${found.length} copies in the portal (${found.join(', ')}); expected one.`,
    );
    process.exit(1);
  }
  versions[name] = found[0];
}

// 3. Strict type-check and production build with the portal's own tools.
const bin = (tool) => path.join(portal, 'node_modules', '.bin', tool);
const typecheck = run(bin('tsc'), ['--noEmit', '-p', '.'], portal);
rmSync(path.join(portal, 'dist'), { recursive: true, force: true });
const build = run(bin('vite'), ['build', '--logLevel', 'warn'], portal);

const assets = path.join(portal, 'dist', 'assets');
// What the first paint loads is what index.html names; the other chunks load when a screen needs them.
const indexHtml = readFileSync(path.join(portal, 'dist', 'index.html'), 'utf8');
const gzip = { firstJs: 0, lazyJs: 0, css: 0 };
for (const file of readdirSync(assets)) {
  const size = gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
  if (file.endsWith('.css')) gzip.css += size;
  else if (file.endsWith('.js'))
    gzip[indexHtml.includes(`/assets/${file}`) ? 'firstJs' : 'lazyJs'] += size;
}
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.info(
  `portal: npm install ${install.toFixed(1)} s, tsc ${typecheck.toFixed(1)} s, vite build ${build.toFixed(1)} s; ` +
    `gzip JS ${kB(gzip.firstJs)} at first paint + ${kB(gzip.lazyJs)} lazy, CSS ${kB(gzip.css)}`,
);
console.info(
  `portal: one copy each of ${Object.entries(versions)
    .map(([name, version]) => `${name}@${version}`)
    .join(', ')}`,
);
