// The web app's start-up benchmark (`pnpm bench:web`): Lighthouse (mobile, simulated throttling) on the
// inspection page and the customers list, cold (no HTTP cache, no service worker) and warm (a repeat
// visit), each the median of RUNS runs, and the time until an item's outcome buttons respond at 4× CPU.
// It starts the built server (apps/api/dist, apps/web/dist) with the demo data on a fresh data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const DEBUG_PORT = PORT + 1;
const origin = `http://127.0.0.1:${PORT}`;
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

/** The open inspection of the demo data with the most items. */
async function largestOpenInspection() {
  const basic = Buffer.from(`demo-admin:${DEMO_PASSWORD}`).toString('base64');
  const login = await fetch(`${origin}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
  });
  const { token } = await login.json();
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function clearCache(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  });
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
    requests: audits['network-requests'].details.items.length,
    // The element the LCP measures, and what started when (observed, unthrottled): what a start waits for.
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      null,
    chain: audits['network-requests'].details.items.map((item) => ({
      url: item.url.replace(origin, ''),
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'altalena-bench-web-'));
const profile = path.join(dataDir, 'chromium');
mkdirSync(profile);
const server = await startServer(dataDir);
let context;
try {
  const inspection = await largestOpenInspection();
  // One persistent profile: Lighthouse drives the same browser (and so the same session) over CDP.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--disable-background-networking'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/auth/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('demo-admin');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/dashboard\//);

  const screens = {
    [`inspection (${inspection.items} items)`]: `${origin}/inspections/${inspection.id}`,
    'customers list': `${origin}/customers`,
  };
  const report = { date: new Date().toISOString(), runs: RUNS, screens: {} };
  const chains = {};
  for (const [name, url] of Object.entries(screens)) {
    const cold = [];
    const warm = [];
    for (let run = 0; run < RUNS; run += 1) {
      await clearCache(context, page);
      cold.push(await lighthouseRun(url));
      // The repeat visit: what the first one left in the HTTP cache and the service worker.
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      warm.push(await lighthouseRun(url));
    }
    const summary = (runs) =>
      Object.fromEntries(
        Object.keys(runs[0])
          .filter((key) => key !== 'chain' && key !== 'lcpElement')
          .map((key) => [key, median(runs.map((r) => r[key]))]),
      );
    report.screens[name] = { cold: summary(cold), warm: summary(warm) };
    const { chain, lcpElement } = medianRun(cold);
    chains[name] = { lcpElement, chain };
  }
  const outcomeUrl = screens[Object.keys(screens)[0]];
  const outcomeTimes = [];
  for (let run = 0; run < RUNS; run += 1) {
    await clearCache(context, page);
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
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  await context?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
