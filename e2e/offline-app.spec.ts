import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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
    // The page told the worker its language, which keeps it (for browsers whose workers cannot read the
    // `lan` cookie; the suite's users speak English).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await (await caches.open('altalena-settings')).match('/__altalena/language');
          return kept ? kept.text() : null;
        }),
      )
      .toBe('en');
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

    // A change the outbox holds and has not sent (as an outcome recorded with no signal): written to the
    // user's database, and the app counts it after a reload (answered by the worker).
    await fresh.evaluate(async () => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const name = (await indexedDB.databases()).find((each) =>
        each.name?.startsWith('altalena.user.'),
      )!.name!;
      const db = await request(indexedDB.open(name));
      const change = { kind: 'item', itemId: 1, edit: { outcome: 'ok' }, version: 1 };
      await request(
        db
          .transaction('outbox', 'readwrite')
          .objectStore('outbox')
          .add({
            inspectionId: 1,
            kind: 'item',
            createdAt: new Date().toISOString(),
            payload: change,
            state: { kind: 'waiting', attempt: 0 },
          }),
      );
      db.close();
    });
    await fresh.reload();
    await expect(
      fresh.getByRole('button', { name: '1 change waiting for a connection' }),
    ).toBeVisible();

    // Signing out would lose it: asked first ("Stay" keeps the session), then the user's offline
    // database is deleted (the other page of the app lets go of its connection when asked).
    const offlineDatabases = () =>
      fresh.evaluate(async () =>
        (await indexedDB.databases())
          .map((each) => each.name)
          .filter((name) => name?.startsWith('altalena.user.')),
      );
    expect(await offlineDatabases()).toHaveLength(1);
    await fresh.getByRole('button', { name: /^User menu/ }).click();
    await fresh.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    const question = fresh.getByRole('alertdialog', {
      name: 'Sign out and lose what is not sent?',
    });
    await expect(question).toContainText(
      '1 change recorded on this device has not reached the server yet.',
    );
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(question).toBeHidden();
    await expect(fresh).toHaveURL(/\/dashboard\/admin$/);
    await fresh.getByRole('button', { name: /^User menu/ }).click();
    await fresh.getByRole('menuitem', { name: 'Log out', exact: true }).click();
    await question.getByRole('button', { name: 'Sign out and discard' }).click();
    // Signed out with no connection, the login page itself opens.
    await expect(fresh).toHaveURL(/\/auth\/login/);
    await expect.poll(offlineDatabases).toEqual([]);
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

  test("precaches the scanner's decoder from the server's compressed copy, so labels are read offline", async ({
    browser,
  }) => {
    const name = readdirSync(path.join(webDist, 'assets')).find((file) => file.endsWith('.wasm'));
    expect(name).toBeTruthy();
    const url = `/assets/${name}`;
    const size = statSync(path.join(webDist, 'assets', name!)).size;
    context = await browser.newContext({ ...phone, baseURL: demoOrigin });
    const page = await context.newPage();
    await page.goto('/');
    await controlledByWorker(page);
    // The install fetched it from the server (which sends the build's brotli copy) and kept it decoded.
    const precached = await page.evaluate(async (wasmUrl) => {
      const cached = await caches.match(wasmUrl);
      if (!cached) return null;
      const bytes = await cached.arrayBuffer();
      return { bytes: bytes.byteLength, valid: WebAssembly.validate(bytes) };
    }, url);
    expect(precached).toEqual({ bytes: size, valid: true });

    allowPageErrors(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    const offline = await page.evaluate(
      (wasmUrl) =>
        fetch(wasmUrl).then(
          async (response) => ({
            type: response.headers.get('content-type'),
            bytes: (await response.arrayBuffer()).byteLength,
          }),
          () => 'network error',
        ),
      url,
    );
    expect(offline).toEqual({ type: 'application/wasm', bytes: size });
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
    // Removed once the server has exited: it still writes its database while it stops.
    if (server.child.exitCode === null) {
      const stopped = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await stopped;
    }
    rmSync(tmp, { recursive: true, force: true });
  }
});
