import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { logIn } from './auth-helpers';
import { readE2eState, repoRoot } from './e2e-state';
import { allowPageErrors, expect, test } from './fixtures';
import { controlledByWorker, phoneWithWorker } from './offline-helpers';
import { startServer } from './servers';

// The installable app (docs/web.md#installable-app-and-service-worker) on a phone against the real
// server: after one visit every screen opens with no connection, signed in, from the service worker;
// a new build is picked up on the next navigation, never in the middle of work.

const state = readE2eState();
/** This worker's server started with DEMO_DATA=1 (its demo logins share one password). */
const demoOrigin = state.customerOrigin;
const ADMIN = { username: 'demo-admin', password: state.customer.password };
const phone = phoneWithWorker;
const webDist = path.join(repoRoot, 'apps/web/dist');

/** Sets a mark on the page's window: it is gone after a full page load. */
const setMarker = (page: Page) =>
  page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: number }).marker);

test.describe('offline', () => {
  let context: BrowserContext;

  test.afterEach(async () => {
    await context?.close();
  });

  test('after one visit the app opens signed in with no connection, every screen and the login', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    context = await browser.newContext({ ...phone, baseURL: demoOrigin });
    const page = await context.newPage();

    await logIn(page, ADMIN.username, ADMIN.password);
    const worker = await controlledByWorker(page);
    expect(worker).toBe(`${demoOrigin}/sw.js`);
    // Installable: the page names its manifest, which opens the app on the inspector's day.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      start_url: '/inspections',
      display: 'standalone',
      scope: '/',
    });
    await page.goto('/parks');
    await expect(page.getByRole('heading', { level: 1, name: 'Parks' })).toBeVisible();
    await page.goto('/inspections');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    allowPageErrors(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    // The reload is answered by the worker: the same route, signed in (the user menu of the shell).
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveURL(/\/inspections$/);
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();

    // A screen never opened online: its chunk comes from the precache.
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    // And through the app's own navigation (the phone's menu).
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('link', { name: 'Parks', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parks' })).toBeVisible();

    // The login page in a fresh page, in the language of the `lan` cookie: the prerendered page from
    // the precache, then the app (still signed in) goes on to the dashboard.
    await context.addCookies([{ name: 'lan', value: 'it', url: demoOrigin }]);
    const fresh = await context.newPage();
    const login = await fresh.goto('/auth/login');
    expect(login?.fromServiceWorker()).toBe(true);
    const loginHtml = await login?.text();
    expect(loginHtml).toContain('<html lang="it"');
    expect(loginHtml).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    await expect(fresh).toHaveURL(/\/dashboard\/admin$/);
    // Signed in, the interface follows the profile's language (the suite's users speak English), and so
    // does the `lan` cookie from then on.
    await expect(fresh.getByRole('button', { name: /^User menu/ })).toBeVisible();

    // Signed out with no connection, the login page itself opens.
    await fresh.getByRole('button', { name: /^User menu/ }).click();
    await fresh.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    await expect(fresh).toHaveURL(/\/auth\/login/);
    await fresh.reload();
    await expect(fresh.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(fresh.getByRole('textbox', { name: 'Username' })).toBeVisible();

    // The API is never answered from a cache: with no connection it fails as the network does.
    const api = await fresh.evaluate(() =>
      fetch('/api/v1/auth/is-authenticated/').then(
        () => 'answered',
        () => 'network error',
      ),
    );
    expect(api).toBe('network error');
  });
});

/** A free TCP port of this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Rewrites a built file, dropping its pre-compressed copies (the server would send them instead). */
function rewrite(dir: string, file: string, edit: (text: string) => string) {
  const full = path.join(dir, file);
  writeFileSync(full, edit(readFileSync(full, 'utf8')));
  for (const suffix of ['.br', '.gz']) rmSync(`${full}${suffix}`, { force: true });
}

test('a new build is picked up by the worker on the next navigation, never before', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A copy of the build served by a server of its own, so that it can be deployed again.
  const tmp = mkdtempSync(path.join(tmpdir(), 'altalena-e2e-pwa-'));
  const dist = path.join(tmp, 'dist');
  const dataDir = path.join(tmp, 'data');
  cpSync(webDist, dist, { recursive: true });
  const port = await freePort();
  const server = await startServer(dataDir, port, { WEB_DIST: dist });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const ctx = await browser.newContext({ ...phone, baseURL: origin });
    const page = await ctx.newPage();
    await page.goto('/');
    const firstWorker = await controlledByWorker(page);
    expect(firstWorker).toBe(`${origin}/sw.js`);
    await setMarker(page);

    // The deploy: another build id, and a worker whose precache holds other pages (the app shell and the
    // prerendered login pages, each marked).
    const marked = '<meta name="altalena-e2e-build" content="second">';
    const pages = [
      'index.html',
      'prerendered/auth/login.en.html',
      'prerendered/auth/login.it.html',
    ];
    for (const file of pages) {
      rewrite(dist, file, (html) => html.replace('</head>', `${marked}</head>`));
      rewrite(dist, 'sw.js', (sw) =>
        sw.replace(
          new RegExp(`\\{"revision":"[0-9a-f]+","url":"${file.replace(/\./g, '\\.')}"\\}`),
          `{"revision":"second","url":"${file}"}`,
        ),
      );
    }
    expect(
      readFileSync(path.join(dist, 'sw.js'), 'utf8').split('"revision":"second"'),
    ).toHaveLength(pages.length + 1);
    rewrite(dist, 'latest-build.json', () =>
      JSON.stringify({ buildId: 'second', builtAt: new Date().toISOString() }),
    );

    // The poll (here: on window focus) finds it; the new worker installs and waits: nothing reloads.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
      undefined,
      { polling: 100 },
    );
    expect(await marker(page)).toBe(1);
    expect(await page.locator('meta[name="altalena-e2e-build"]').count()).toBe(0);

    // The next navigation loads the page afresh, from the new worker's precache.
    await page.getByRole('link', { name: 'Log in to the customer portal' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.locator('meta[name="altalena-e2e-build"]')).toHaveCount(1);
    expect(await marker(page)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const registration = await page.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration();
      return { waiting: current?.waiting ?? null, active: current?.active?.state };
    });
    expect(registration).toEqual({ waiting: null, active: 'activated' });
    await ctx.close();
  } finally {
    server.child.kill('SIGTERM');
    rmSync(tmp, { recursive: true, force: true });
  }
});
