import { expect, landingTitle, test } from './fixtures';

test.describe('landing page', () => {
  test.use({ locale: 'en-US' });

  test('renders with the title Altalena and a login link', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Altalena');
    await expect(page.getByRole('heading', { level: 1, name: landingTitle.en })).toBeVisible();
    const login = page.getByRole('link', { name: 'Log in to the customer portal' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/auth/login');
    // Who it is for and how it works are part of the page.
    await expect(page.getByRole('heading', { name: 'Who it is for' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works', level: 2 })).toBeVisible();
    await expect(page.getByText('Municipalities')).toBeVisible();
  });

  test('the login link navigates client-side to /auth/login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Log in to the customer portal' }).click();
    await expect(page).toHaveURL('/auth/login');
    // The same document: react-aria links go through react-router, not a full reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});
