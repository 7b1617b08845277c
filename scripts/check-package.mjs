// Checks a package as it would be published (run in its directory by its `publint` script): packs it with
// pnpm (which applies `publishConfig` and turns `workspace:^` into caret ranges), then lints the tarball
// with publint (strict) and its types with Are the Types Wrong (ESM-only: the packages ship no CommonJS).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Style sheets have no types to check.
const { exports } = JSON.parse(readFileSync('package.json', 'utf8'));
const styleSheets = Object.keys(exports).filter((subpath) => subpath.endsWith('.css'));
const destination = mkdtempSync(path.join(tmpdir(), 'altalena-pack-'));

/** Runs a tool from the workspace's binaries; stops with its exit status when it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(destination, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

try {
  run('pnpm', ['pack', '--pack-destination', destination]);
  const [tarball] = readdirSync(destination).map((file) => path.join(destination, file));
  run('pnpm', ['exec', 'publint', 'run', tarball, '--strict']);
  const exclude = styleSheets.length ? ['--exclude-entrypoints', ...styleSheets] : [];
  run('pnpm', ['exec', 'attw', tarball, '--profile', 'esm-only', '--no-emoji', ...exclude]);
} finally {
  rmSync(destination, { recursive: true, force: true });
}
