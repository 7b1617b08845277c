// `npm start` and `npm test` on a machine with only Node 20 and npm: get the pinned pnpm (no corepack),
// install with the frozen lockfile, build what is needed, then serve or test.
// `node scripts/run.mjs pnpm <args…>` (the other root scripts: `npm run dev`, `npm run lint`, …): get the
// pinned pnpm the same way, install only when node_modules is missing, then run `pnpm <args…>`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Turbo asks to collect telemetry on first use; a test run should neither ask nor send.
process.env.TURBO_TELEMETRY_DISABLED = '1';
const { packageManager } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = packageManager.replace(/^pnpm@/, '');
// The tests' browser, as vite.shared.ts picks it: Debian's headless shell when installed, else Chromium.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

/** Runs a command in the repo root, inheriting stdio; exits the process on failure. */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return ['pnpm', []];
  // The pinned pnpm from the npm registry, run through npm's own npx.
  return ['npx', ['--yes', `pnpm@${pnpmVersion}`]];
}

const [pnpmBin, pnpmPrefix] = pnpmCommand();
/** The next LTS line `npm test` also runs the API and end-to-end suites on (fetched with npx). */
const NODE_NEXT = 24;
const pnpm = (...args) => run(pnpmBin, [...pnpmPrefix, ...args]);

/** Runs a command with its output kept, resolving to `{ ok, output, failure }`. */
function runCaptured(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) =>
      resolve({
        ok: code === 0,
        output: Buffer.concat(chunks).toString('utf8'),
        failure: `${command} ${args.join(' ')} failed (exit ${code ?? signal}).`,
      }),
    );
  });
}

/**
 * Runs groups of steps side by side (the steps of a group one after another), each group's output printed
 * whole when it ends, so that single-threaded tools (ESLint, tsc, the bundler) share the cores. Exits on
 * the first failed group once all have ended.
 */
async function runSideBySide(groups) {
  const started = Date.now();
  const results = await Promise.all(
    groups.map(async (group) => {
      let output = '';
      for (const [title, command, args, env] of group) {
        const stepStarted = Date.now();
        const result = await runCaptured(command, args, env);
        const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0);
        output += `\n▶ ${title} (${seconds} s)\n${result.output}`;
        if (!result.ok) return { ok: false, output: `${output}\n✗ ${result.failure}\n` };
      }
      return { ok: true, output };
    }),
  );
  for (const result of results) process.stdout.write(result.output);
  console.info(`\n(side by side in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (results.some((result) => !result.ok)) process.exit(1);
}

function step(title) {
  console.info(`\n▶ ${title}`);
}

const mode = process.argv[2];

if (mode === 'pnpm') {
  // `.modules.yaml` is written by pnpm at the end of an install: its absence means no (complete) install.
  if (!existsSync(path.join(root, 'node_modules', '.modules.yaml'))) {
    step(`install (pnpm ${pnpmVersion}, frozen lockfile)`);
    pnpm('install', '--frozen-lockfile');
  }
  // The command's own output and exit status are the script's: no banner, no extra failure line.
  const result = spawnSync(pnpmBin, [...pnpmPrefix, ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}

step(`install (pnpm ${pnpmVersion}, frozen lockfile)`);
pnpm('install', '--frozen-lockfile');

if (mode === 'start') {
  step('build the web app and the API server');
  pnpm('exec', 'turbo', 'run', 'build', '--filter=@altalena/web', '--filter=@altalena/api');
  step(`serve the app and /api/v1 on port ${process.env.PORT ?? 3000}`);
  run('node', ['apps/api/dist/server.js'], {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // glibc gives back little of what libvips frees in one arena per thread: two arenas keep a process
    // that resized large photos at a third of the memory (docs/documents-and-schedules.md#photos).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  });
} else if (mode === 'test') {
  if (!existsSync(chromium)) {
    console.error(
      `\n✗ Chromium not found at ${chromium}.\n` +
        '  The story, component and end-to-end tests run in Debian’s Chromium. Install it with\n' +
        '    sudo apt-get install -y chromium chromium-headless-shell\n' +
        '  or point CHROMIUM_PATH at a Chromium binary. (Browsers are never downloaded by npm.)',
    );
    process.exit(1);
  }
  const pnpmArgs = (...args) => [pnpmBin, [...pnpmPrefix, ...args]];
  await runSideBySide([
    [
      [
        'lint (ESLint, dependency direction, message ids, README API tables, Prettier)',
        ...pnpmArgs('lint'),
      ],
      ['OpenAPI (Redocly, generated client)', ...pnpmArgs('lint:openapi')],
    ],
    [
      ['typecheck', ...pnpmArgs('typecheck')],
      // After typecheck, the group that ends first (measured): the build runs while the third group
      // builds the web app, instead of lengthening the longest group.
      [
        'the static Storybook designers open (storybook-static/)',
        ...pnpmArgs('exec', 'storybook', 'build', '--quiet'),
      ],
    ],
    [
      [
        'build the packages and check their packed tarballs (publint, Are the Types Wrong)',
        ...pnpmArgs('lint:publint'),
      ],
      [
        'build the web app and the API server',
        ...pnpmArgs(
          'exec',
          'turbo',
          'run',
          'build',
          '--filter=@altalena/web',
          '--filter=@altalena/api',
        ),
      ],
      [
        'bundle budget (the login page and each screen over the app shell, gzip)',
        'node',
        ['apps/web/scripts/bundle-check.mjs'],
      ],
      [
        'the example portal (packed packages installed with npm, strict tsc, vite build)',
        'node',
        ['scripts/portal.mjs'],
      ],
    ],
  ]);
  // Node 24 LTS is supported beside Node 20 (README: The two commands). The database suites run once per
  // driver: on PGlite in Node 20's Vitest run, on PostgreSQL in a second run of the `api` project on Node 24,
  // side by side (the story tests' single page leaves a core to spare). The end-to-end suite then runs on
  // Node 24 (Playwright and the servers it starts, which run on the Node that runs it), two spec files at a
  // time, each worker with a demo server of its own. npx fetches Node 24 from the npm registry once; on
  // Node 24 already, nothing is fetched or run twice, and Vitest runs the API suites on both drivers.
  const onNext = Number(process.versions.node.split('.')[0]) === NODE_NEXT;
  const withNext = (...args) =>
    onNext
      ? [pnpmBin, [...pnpmPrefix, ...args]]
      : ['npx', ['--yes', '-p', `node@${NODE_NEXT}`, '--', pnpmBin, ...pnpmPrefix, ...args]];
  if (!onNext) run(...withNext('exec', 'node', '--version'));
  const reports = mkdtempSync(path.join(tmpdir(), 'altalena-test-'));
  const vitestReport = path.join(reports, 'vitest.json');
  const node24Reports = { vitest: onNext ? undefined : path.join(reports, 'vitest-node24.json') };
  step(
    `unit, API (${onNext ? 'PGlite and PostgreSQL' : `PGlite; PostgreSQL beside it on Node ${NODE_NEXT}`}), ` +
      'component and story tests (Vitest; browsers in Chromium)',
  );
  await runSideBySide([
    [
      [
        'unit, API, component and story tests',
        pnpmBin,
        [
          ...pnpmPrefix,
          'exec',
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${vitestReport}`,
        ],
        onNext ? {} : { TEST_DRIVERS: 'pglite' },
      ],
    ],
    ...(node24Reports.vitest
      ? [
          [
            [
              `API suites on Node ${NODE_NEXT}`,
              ...withNext(
                'exec',
                'vitest',
                'run',
                '--project',
                'api',
                '--reporter=dot',
                '--reporter=json',
                `--outputFile.json=${node24Reports.vitest}`,
              ),
              // PostgreSQL (PGlite where none is reachable): Node 20's run beside it is PGlite's.
              { TEST_DRIVERS: 'postgres' },
            ],
          ],
        ]
      : []),
  ]);
  const playwrightReport = path.join(reports, 'playwright.json');
  step(`end-to-end tests (Playwright in Chromium) on Node ${NODE_NEXT}`);
  run(...withNext('exec', 'playwright', 'test', '--reporter=list,json'), {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
  });

  const vitestRuns = [vitestReport, node24Reports.vitest]
    .filter(Boolean)
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const e2e = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats;
  const sum = (runs, key) => runs.reduce((total, report) => total + report[key], 0);
  const passed = sum(vitestRuns, 'numPassedTests') + e2e.expected;
  const failed = sum(vitestRuns, 'numFailedTests') + e2e.unexpected + e2e.flaky;
  const [vitest, ...vitestOnNode24] = vitestRuns;
  console.info(
    `\n✓ all checks passed: Vitest ${vitest.numPassedTests} passed in ${vitest.testResults.length} files` +
      (vitestOnNode24.length > 0
        ? `, and the API suites' ${sum(vitestOnNode24, 'numPassedTests')} again on Node ${NODE_NEXT}`
        : '') +
      `; Playwright ${e2e.expected} passed on Node ${NODE_NEXT}`,
  );
  console.info(`tests: ${passed} passed, ${failed} failed`);
} else {
  console.error('usage: node scripts/run.mjs start|test|pnpm <args…>');
  process.exit(2);
}
