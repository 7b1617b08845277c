import type { Page, Request } from '@playwright/test';
import { expect, test } from './backoffice-helpers';

// docs/web.md#start-up: a cold start of a signed-in screen asks who the user is once (`users/me/`, no
// separate session check), and the screen's data leaves with its code, not after it.

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
});
