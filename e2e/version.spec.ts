import { expect, test } from './fixtures';

test('a new build makes the next navigation a full page load', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
  const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  // The build id is still the running one: navigations stay client-side.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByRole('link', { name: 'Log in to the customer portal' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await marker()).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // A deploy publishes another build id; the poll (here: on window focus) notices it.
  await page.route('**/latest-build.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  // The poll reads both version files: the new build is known once both answers are in.
  const polled = Promise.all([
    page.waitForResponse('**/latest-build.json'),
    page.waitForResponse('**/build-manifest.json'),
  ]);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await polled;
  await expect(page.locator('html')).toHaveAttribute('data-build-check', 'new');
  expect(await marker()).toBe(1);

  // The router moves on client-side while the reload is being started: the test waits for the new
  // document's load, not only for the URL and the heading, which the old document shows first.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Log in to the customer portal' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await marker()).toBeUndefined();
});

test('a build manifest naming another entry chunk makes the next navigation a full page load', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
  const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);

  // The manifest as built names the entry chunk this page loaded: navigations stay client-side.
  const served = page.waitForResponse('**/build-manifest.json');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  expect((await served).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-build-check', 'current');
  await page.getByRole('link', { name: 'Log in to the customer portal' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await marker()).toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // A deploy replaces the entry chunk; latest-build.json still names the running build.
  await page.route('**/build-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as Record<string, { file: string }>;
    manifest['index.html']!.file = 'assets/index-a-newer-build.js';
    await route.fulfill({ response, json: manifest });
  });
  // The poll reads both version files: the new build is known once both answers are in.
  const polled = Promise.all([
    page.waitForResponse('**/latest-build.json'),
    page.waitForResponse('**/build-manifest.json'),
  ]);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await polled;
  await expect(page.locator('html')).toHaveAttribute('data-build-check', 'new');
  expect(await marker()).toBe(1);

  // The router moves on client-side while the reload is being started: the test waits for the new
  // document's load, not only for the URL and the heading, which the old document shows first.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Log in to the customer portal' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(await marker()).toBeUndefined();
});
