import { allowPageErrors, expect, test } from './fixtures';

// /auth/login is prerendered at build time (apps/web/scripts/prerenderPlugin.ts): the server sends the
// page in the visitor's language, it paints before the app's scripts run, then the app replaces it.

test.describe('the prerendered login page, before the scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('is the username step in English, or in the language of the lan cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Enter your username to continue.')).toBeVisible();
    await expect(page).toHaveTitle('Log in · Altalena');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await context.addCookies([{ name: 'lan', value: 'it', url: baseURL! }]);
    await page.goto('/auth/login?next=%2Fcustomers');
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
    await expect(page.getByText('Nome utente', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    // Laid out by the app's own styles: the card is centred, the field as wide as the card.
    const box = (await page.locator('[data-prerendered] main').boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
  });
});

test('takes the stored dark theme before it paints, takes no input, and gives way to the live page', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('altalena.site', JSON.stringify({ theme: 'dark' })),
  );
  // The app's entry never arrives: what is on screen is the prerendered page.
  allowPageErrors(/net::ERR_FAILED \(.*\/assets\/index-/);
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/auth/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const prerendered = page.locator('[data-prerendered]');
  await expect(prerendered.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Inert: nothing typed there could be lost when the app replaces it.
  await page.keyboard.type('lost');
  expect(await page.locator('input[name="username"]').inputValue()).toBe('');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.unroute('**/assets/index-*.js');
  await page.reload();
  const username = page.getByRole('textbox', { name: 'Username' });
  await expect(username).toBeFocused();
  await expect(prerendered).toHaveCount(0);
  // The app's entry was requested only once the prerendered page had painted.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[^/]*\.js$/.test(entry.name))?.startTime,
  }));
  expect(timing.paint).toBeDefined();
  expect(timing.entry).toBeGreaterThanOrEqual(timing.paint!);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    darkBackground,
  );
  await username.fill('demo');
  await expect(username).toHaveValue('demo');
});
