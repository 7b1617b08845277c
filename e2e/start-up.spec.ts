import type { Page, Request } from '@playwright/test';
import { logIn } from './auth-helpers';
import { demoCustomer, expect, origin, test } from './backoffice-helpers';

// docs/web.md#start-up: a cold start of a signed-in screen asks who the user is once (`users/me/`, no
// separate session check), and the screen's data leaves with its code, not after it. A list's frame
// (docs/web.md#prerendered-pages) paints from the HTML before any of the app's scripts has run.

interface Manifest {
  [key: string]: { file: string };
}

/** The built chunk of a route module, from the build manifest the server publishes. */
async function chunkOf(page: Page, key: string): Promise<string> {
  const answer = await page.request.get('/build-manifest.json');
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as Manifest;
  const file = manifest[key]?.file;
  expect(file, `${key} in the build manifest`).toBeTruthy();
  return `/${file}`;
}

/**
 * Opens `path` on a cold page (a fresh context: no HTTP cache) while holding back the answer of the
 * screen's chunk until the screen's data request has left: were the data asked for only once the
 * screen's code ran, it would never leave and the screen would not show.
 */
async function openHoldingChunk(page: Page, path: string, chunk: string, data: RegExp) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const dataLeft = page.waitForRequest((request) => data.test(request.url()));
  await page.route(`**${chunk}`, async (route) => {
    await dataLeft;
    await route.continue();
  });
  await page.goto(path);
  await dataLeft;
  const api = (pattern: RegExp) => requests.filter((request) => pattern.test(request.url()));
  return { api };
}

test.describe('start-up of a signed-in screen', () => {
  test('the customers list asks for its page with its code, and who I am once', async ({
    admin,
  }) => {
    const page = await admin.open();
    const chunk = await chunkOf(page, 'src/features/customers/CustomerListRoute.tsx');
    const { api } = await openHoldingChunk(
      page,
      '/customers',
      chunk,
      /\/api\/v1\/customers\/\?page=1&page_size=25&ordering=name$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(api(/\/api\/v1\/users\/me\/$/)).toHaveLength(1);
    expect(api(/\/api\/v1\/auth\/is-authenticated\//)).toHaveLength(0);
    // The screen found the loader's request in the cache: the page is asked for once.
    expect(api(/\/api\/v1\/customers\/\?/)).toHaveLength(1);
  });

  test('the inspection page asks for the inspection with its code, once', async ({ admin }) => {
    const [inspection] = await admin.api.list<{ id: number; number: string }>(
      'inspections/?status=in_progress&page_size=1',
    );
    expect(inspection, 'an inspection in progress in the demo data').toBeDefined();
    const page = await admin.open({ viewport: { width: 390, height: 844 } });
    const chunk = await chunkOf(page, 'src/features/inspections/InspectionRoute.tsx');
    const detail = new RegExp(`/api/v1/inspections/${inspection!.id}/$`);
    const { api } = await openHoldingChunk(page, `/inspections/${inspection!.id}`, chunk, detail);
    await expect(
      page.getByRole('heading', { level: 1, name: `Inspection ${inspection!.number}` }),
    ).toBeVisible();
    expect(api(/\/api\/v1\/users\/me\/$/)).toHaveLength(1);
    expect(api(/\/api\/v1\/auth\/is-authenticated\//)).toHaveLength(0);
    expect(api(detail)).toHaveLength(1);
  });

  test('the parks list asks for its page with its code, once', async ({ admin }) => {
    const page = await admin.open();
    const chunk = await chunkOf(page, 'src/features/parks/ParkListRoute.tsx');
    const list = /\/api\/v1\/parks\/\?page=1&page_size=25&ordering=next_due_on$/;
    const { api } = await openHoldingChunk(page, '/parks', chunk, list);
    await expect(page.getByRole('heading', { level: 1, name: 'Parks' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(api(/\/api\/v1\/users\/me\/$/)).toHaveLength(1);
    expect(api(/\/api\/v1\/parks\/\?/)).toHaveLength(1);
  });

  test('the admin dashboard asks for its figures with its code, once', async ({ admin }) => {
    const page = await admin.open();
    const chunk = await chunkOf(page, 'src/features/dashboard/DashboardRoute.tsx');
    const figures = /\/api\/v1\/dashboard\/$/;
    const { api } = await openHoldingChunk(page, '/dashboard/admin', chunk, figures);
    await expect(
      page.getByRole('heading', { level: 2, name: 'What needs attention' }),
    ).toBeVisible();
    expect(api(figures)).toHaveLength(1);
  });
});

/**
 * Holds back the app's entry script (which the boot script requests) until `release` is called: what the
 * page shows meanwhile is painted from its HTML and CSS alone.
 */
async function holdEntry(page: Page) {
  const entry = await chunkOf(page, 'index.html');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("a signed-in list's prerendered frame", () => {
  test('paints the menu, title and description before the app runs, then the live page replaces it', async ({
    admin,
  }) => {
    const page = await admin.open();
    const release = await holdEntry(page);
    // `commit`: the load event waits for the held script.
    await page.goto('/customers?page=1', { waitUntil: 'commit' });
    const frame = page.locator('[data-prerendered] [data-frame-role="admin"]');
    const description = 'Municipalities, schools and the other owners of the parks you inspect.';
    await expect(frame.locator('h1')).toHaveText('Customers');
    await expect(frame.locator('h1')).toBeVisible();
    await expect(frame.getByText(description)).toBeVisible();
    await expect(frame.locator('nav a', { hasText: 'Installers' })).toBeVisible();
    await expect(page).toHaveTitle('Customers · Altalena');
    await expect(page.locator('html')).toHaveAttribute('data-session', 'admin');
    const framed = [
      await frame.locator('h1').boundingBox(),
      await frame.getByText(description).boundingBox(),
    ];

    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // The live page's title and description are where the frame had them: nothing moved.
    expect([
      await page.locator('h1').boundingBox(),
      await page.getByText(description).boundingBox(),
    ]).toEqual(framed);
  });

  test("shows a customer user the customer's menu", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: origin });
    try {
      const page = await context.newPage();
      await logIn(page, demoCustomer.username, demoCustomer.password);
      const release = await holdEntry(page);
      await page.goto('/parks', { waitUntil: 'commit' });
      const frame = page.locator('[data-prerendered] [data-frame-role="customer"]');
      await expect(frame.locator('h1')).toHaveText('Parks');
      await expect(frame.locator('h1')).toBeVisible();
      const framedTitle = await frame.locator('h1').boundingBox();
      await expect(frame.locator('nav a', { hasText: 'Inspections' })).toBeVisible();
      await expect(page.locator('[data-frame-role="admin"]')).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('data-session', 'customer');

      release();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Parks' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Customers', exact: true })).toHaveCount(0);
      expect(await page.locator('h1').boundingBox()).toEqual(framedTitle);
    } finally {
      await context.close();
    }
  });

  test('shows a visitor without a session no shell, and takes them to the login page', async ({
    page,
  }) => {
    const release = await holdEntry(page);
    await page.goto('/customers', { waitUntil: 'commit' });
    // The frame is in the page, hidden: nothing of a signed-in app shows before the redirect.
    await expect(page.locator('[data-prerendered] h1')).toHaveText('Customers');
    await expect(page.locator('[data-prerendered] h1')).toBeHidden();
    await expect(page.locator('[data-prerendered] [data-frame-role="admin"]')).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-session');

    release();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcustomers$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  });
});
