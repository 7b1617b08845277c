import { expect, test } from './fixtures';

test.use({ locale: 'en-US' });

test('the theme toggle persists across reloads', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    background,
  );
  const stored = await page.evaluate(() => localStorage.getItem('altalena.site'));
  expect(JSON.parse(stored!)).toMatchObject({
    theme: 'dark',
    isAdmin: false,
    currentUser: { id: 1 },
  });

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('a corrupt stored state falls back to the light theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('altalena.site', '{broken'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
