import { expect, landingTitle, setLanCookie, test } from './fixtures';

test.describe('unknown routes', () => {
  test('show the 404 page in Italian, and "Vai alla home" goes to /', async ({
    context,
    page,
    baseURL,
  }) => {
    await setLanCookie(context, baseURL!, 'it');
    await page.goto('/questa/pagina/non-esiste');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Risorsa non trovata.')).toBeVisible();
    await expect(page).toHaveTitle('Pagina non trovata · Altalena');
    await page.getByRole('button', { name: 'Vai alla home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: landingTitle.it })).toBeVisible();
    await expect(page.getByText('Risorsa non trovata.')).toHaveCount(0);
  });

  test('show the 404 page in English for an English visitor', async ({
    context,
    page,
    baseURL,
  }) => {
    await setLanCookie(context, baseURL!, 'en');
    await page.goto('/parks/999/nothing');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Resource not found.')).toBeVisible();
    await page.getByRole('button', { name: 'Go to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: landingTitle.en })).toBeVisible();
  });

  test('a missing file with an extension is a plain 404, not the app', async ({ request }) => {
    const missing = await request.get('/assets/does-not-exist.js');
    expect(missing.status()).toBe(404);
    const route = await request.get('/some/client/route');
    expect(route.status()).toBe(200);
    expect(route.headers()['content-type']).toContain('text/html');
  });
});
