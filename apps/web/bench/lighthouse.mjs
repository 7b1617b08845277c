// The web app's start-up benchmark (`pnpm bench:web`, issue 24): Lighthouse (mobile, simulated throttling)
// on the login page, four signed-in screens and two baselines of the same 25 customer rows (a bare React +
// router list and a minimal react-admin list, built here), cold (no HTTP cache, no service worker) and warm
// (a repeat visit). RUNS rounds, interleaved (each round loads every page once, so that the load of the
// shared machine hits all alike): medians per page and per-round ratios against the baselines. Then the
// time until an item's outcome buttons respond at 4× CPU.
// It starts the built server (apps/api/dist, apps/web/dist) with the demo data on a fresh data directory.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { build } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const DEBUG_PORT = PORT + 1;
const BASELINE_PORT = PORT + 2;
const origin = `http://127.0.0.1:${PORT}`;
const baselineOrigin = `http://127.0.0.1:${BASELINE_PORT}`;
const baselinesDir = path.join(repoRoot, 'apps/web/bench/baselines');
const DEMO_PASSWORD = 'Altalena2026!';

function startServer(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DEMO_DATA: '1',
        MAP_TILE_URL: 'none',
        REMINDERS: 'off',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      if (/listening on/i.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function api(token, pathname) {
  const answer = await fetch(`${origin}/api/v1/${pathname}`, {
    headers: { authorization: `Token ${token}` },
  });
  if (!answer.ok) throw new Error(`${pathname}: ${answer.status}`);
  return answer.json();
}

async function apiToken() {
  const basic = Buffer.from(`demo-admin:${DEMO_PASSWORD}`).toString('base64');
  const login = await fetch(`${origin}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  return (await login.json()).token;
}

/** The open inspection of the demo data with the most items. */
async function largestOpenInspection(token) {
  let best;
  for (const status of ['in_progress', 'scheduled']) {
    const page = await api(token, `inspections/?status=${status}&page_size=100`);
    for (const row of page.results ?? page.items ?? []) {
      const detail = await api(token, `inspections/${row.id}/`);
      if (!best || detail.items.length > best.items)
        best = { id: row.id, items: detail.items.length };
    }
  }
  if (!best) throw new Error('no open inspection in the demo data');
  return best;
}

/** The bare baseline built with the app's own vite, react and react-router-dom. */
async function buildBare(outDir) {
  await build({
    root: path.join(baselinesDir, 'bare'),
    base: '/bare/',
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** The react-admin baseline: installed in a temp dir (never a dependency of the repo) and built there. */
function buildReactAdmin(workDir) {
  cpSync(path.join(baselinesDir, 'react-admin'), workDir, { recursive: true });
  writeFileSync(path.join(workDir, 'package.json'), '{ "type": "module", "private": true }\n');
  // Without pnpm's `npm_config_*` settings, which npm does not know and warns of.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_config_')),
  );
  const run = (command, args) =>
    execFileSync(command, args, { cwd: workDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    'react-admin@5',
    'ra-data-simple-rest',
    'react',
    'react-dom',
    'vite',
    '@vitejs/plugin-react',
  ]);
  // Errors only: one large chunk is what a react-admin app ships, and vite warns of it.
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error']);
  return path.join(workDir, 'dist');
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Both baselines and the rows, served as the app's server serves its files: each compressed once with
 * brotli, hashed assets cached for a year, the HTML revalidated; a route without a file gets the app's HTML.
 */
function startBaselineServer(apps, rows) {
  const files = new Map();
  for (const [prefix, dir] of Object.entries(apps)) {
    for (const name of readdirSync(dir, { recursive: true })) {
      const file = path.join(dir, name);
      const type = contentTypes[path.extname(name)];
      if (!type) continue;
      files.set(`/${prefix}/${name.split(path.sep).join('/')}`, {
        type,
        body: brotliCompressSync(readFileSync(file)),
        immutable: name.startsWith('assets'),
      });
    }
  }
  const json = {
    type: 'application/json',
    body: brotliCompressSync(JSON.stringify(rows)),
    // ra-data-simple-rest reads the total from Content-Range.
    headers: { 'content-range': `customers 0-${rows.length - 1}/${rows.length}` },
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url, baselineOrigin);
    const prefix = pathname.split('/')[1];
    const file =
      pathname === '/api/customers'
        ? json
        : (files.get(pathname) ?? files.get(`/${prefix}/index.html`));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'br',
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...file.headers,
    });
    response.end(file.body);
  });
  return new Promise((resolve) => server.listen(BASELINE_PORT, '127.0.0.1', () => resolve(server)));
}

/** The median of the runs that have the figure: Lighthouse gives none when it finds no LCP (NO_LCP). */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

async function clearCache(context, page, url, storageTypes = 'service_workers,cache_storage') {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes });
  await cdp.detach();
}

async function lighthouseRun(url) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // The signed-in session lives in localStorage: Lighthouse must not wipe it.
    disableStorageReset: true,
  });
  const { audits, categories } = result.lhr;
  return {
    score: categories.performance.score,
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    // A prerendered frame the live page replaces must not move what is on screen.
    cls: audits['cumulative-layout-shift'].numericValue,
    requests: audits['network-requests'].details.items.length,
    // Bytes on the wire, so brotli-compressed where the server compresses.
    jsBytes: audits['network-requests'].details.items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + item.transferSize, 0),
    // The element the LCP measures, and what started when (observed, unthrottled): what a start waits for.
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      null,
    chain: audits['network-requests'].details.items.map((item) => ({
      url: item.url.replace(origin, '').replace(baselineOrigin, ''),
      start: Math.round(item.networkRequestTime),
      end: Math.round(item.networkEndTime),
    })),
  };
}

/** The run of median score, whose request chain the report keeps. */
const medianRun = (runs) =>
  [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

/** Time from navigation until an outcome button of the first item is enabled, at 4× CPU. */
async function timeToOutcome(context, page, url) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  await page.goto(url);
  await page
    // The interface speaks the profile's language once signed in: the demo admin's may be Italian.
    .getByRole('radiogroup', { name: /^(Outcome of|Esito di) / })
    .first()
    .getByRole('radio')
    .first()
    .waitFor({ state: 'visible', timeout: 120_000 });
  const elapsed = Date.now() - started;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return elapsed;
}

async function signIn(page) {
  await page.goto(`${origin}/auth/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('demo-admin');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/dashboard\//);
}

const seconds = (ms) => (ms == null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const ratio = (a, b) => (Number.isFinite(a) && b ? Number((a / b).toFixed(2)) : null);

const dataDir = mkdtempSync(path.join(tmpdir(), 'altalena-bench-web-'));
const profile = path.join(dataDir, 'chromium');
mkdirSync(profile);
const server = await startServer(dataDir);
let context;
let baselineServer;
try {
  const token = await apiToken();
  const inspection = await largestOpenInspection(token);
  // The same 25 rows for the app's list and both baselines.
  const customers = await api(token, 'customers/?page_size=25');
  const rows = customers.results ?? customers.items ?? customers;
  const bareDir = path.join(dataDir, 'bare');
  await buildBare(bareDir);
  const reactAdminDir = buildReactAdmin(path.join(dataDir, 'react-admin'));
  baselineServer = await startBaselineServer({ bare: bareDir, 'react-admin': reactAdminDir }, rows);

  // One persistent profile: Lighthouse drives the same browser (and so the same session) over CDP.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--disable-background-networking'],
  });
  const page = context.pages()[0] ?? (await context.newPage());

  const login = 'login page';
  const inspectionPage = `/inspections/{id} (${inspection.items} items)`;
  const reactAdmin = 'react-admin list';
  const bare = 'bare React list';
  const pages = {
    [login]: `${origin}/auth/login`,
    '/customers': `${origin}/customers`,
    '/parks': `${origin}/parks`,
    '/dashboard/admin': `${origin}/dashboard/admin`,
    [inspectionPage]: `${origin}/inspections/${inspection.id}`,
    [reactAdmin]: `${baselineOrigin}/react-admin/#/customers`,
    [bare]: `${baselineOrigin}/bare/`,
  };
  const appPages = Object.keys(pages).filter((name) => name !== reactAdmin && name !== bare);
  const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, { cold: [], warm: [] }]));
  const rounds = [];
  for (let round = 0; round < RUNS; round += 1) {
    for (const [name, url] of Object.entries(pages)) {
      // The login page is what a first-time visitor gets: the session goes with the cache, and comes back
      // after; the `lan` cookie too (the signed-in app sets it to the profile's language), so that every
      // round's login page is the same one, in the browser's English.
      await clearCache(
        context,
        page,
        url,
        name === login ? 'service_workers,cache_storage,local_storage,cookies' : undefined,
      );
      runs[name].cold.push(await lighthouseRun(url));
      // The repeat visit: what the first one left in the HTTP cache and the service worker.
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      runs[name].warm.push(await lighthouseRun(url));
      if (name === login) await signIn(page);
    }
    const of = (name, visit) => runs[name][visit][round];
    rounds.push(
      Object.fromEntries(
        ['cold', 'warm'].map((visit) => [
          visit,
          Object.fromEntries(
            appPages.map((name) => [
              name,
              {
                scoreVsReactAdmin: ratio(of(name, visit).score, of(reactAdmin, visit).score),
                lcpVsReactAdmin: ratio(of(name, visit).lcp, of(reactAdmin, visit).lcp),
                scoreVsBare: ratio(of(name, visit).score, of(bare, visit).score),
              },
            ]),
          ),
        ]),
      ),
    );
  }

  const summary = (list) =>
    Object.fromEntries(
      Object.keys(list[0])
        .filter((key) => key !== 'chain' && key !== 'lcpElement')
        .map((key) => [key, median(list.map((r) => r[key]))]),
    );
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    loadAverage: loadavg(),
    pages: {},
    rounds,
  };
  const chains = {};
  for (const [name, { cold, warm }] of Object.entries(runs)) {
    const { chain, lcpElement } = medianRun(cold);
    report.pages[name] = {
      cold: { ...summary(cold), lcpElement },
      warm: { ...summary(warm), lcpElement: medianRun(warm).lcpElement },
    };
    chains[name] = { lcpElement, chain };
  }

  const outcomeUrl = pages[inspectionPage];
  const outcomeTimes = [];
  for (let run = 0; run < RUNS; run += 1) {
    await clearCache(context, page, outcomeUrl);
    outcomeTimes.push(await timeToOutcome(context, page, outcomeUrl));
  }
  report.timeToOutcomeButtonsMs = { cold: median(outcomeTimes) };
  const warmTimes = [];
  for (let run = 0; run < RUNS; run += 1)
    warmTimes.push(await timeToOutcome(context, page, outcomeUrl));
  report.timeToOutcomeButtonsMs.warm = median(warmTimes);

  const resultsDir = path.join(repoRoot, 'apps/web/bench/results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(
    path.join(resultsDir, 'request-chain.json'),
    `${JSON.stringify(chains, null, 2)}\n`,
  );

  const lines = [
    `Lighthouse mobile, simulated throttling, medians of ${RUNS} interleaved rounds; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
    '',
    '| page | visit | score | FCP | LCP | TBT | CLS | requests | JS (brotli) | LCP element |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, visits] of Object.entries(report.pages))
    for (const [visit, m] of Object.entries(visits))
      lines.push(
        `| ${name} | ${visit} | ${m.score?.toFixed(2) ?? '—'} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ` +
          `${seconds(m.tbt)} | ${m.cls?.toFixed(3) ?? '—'} | ${m.requests} | ${(m.jsBytes / 1024).toFixed(0)} KiB | ` +
          `\`${(m.lcpElement ?? '').replaceAll('|', '\\|').slice(0, 60)}\` |`,
      );
  lines.push(
    '',
    'Per round: score / react-admin score, LCP / react-admin LCP, score / bare score',
    '',
    `| page | visit | ${rounds.map((_, i) => `round ${i + 1}`).join(' | ')} |`,
    `|---|---|${rounds.map(() => '---|').join('')}`,
  );
  for (const visit of ['cold', 'warm'])
    for (const name of appPages)
      lines.push(
        `| ${name} | ${visit} | ${rounds
          .map(
            ({ [visit]: { [name]: r } }) =>
              `${r.scoreVsReactAdmin}, ${r.lcpVsReactAdmin}, ${r.scoreVsBare}`,
          )
          .join(' | ')} |`,
      );
  lines.push(
    '',
    `Outcome buttons at 4× CPU: ${report.timeToOutcomeButtonsMs.cold} ms cold, ${report.timeToOutcomeButtonsMs.warm} ms warm`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await context?.close();
  baselineServer?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
