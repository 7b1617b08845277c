import { expect, test } from '@playwright/test';
import { failOnPageErrors, landingTitle, lanCookie, setLanCookie } from './fixtures';

const yearSeconds = 365 * 24 * 60 * 60;

test.describe('language detection on the root (cookie lan)', () => {
  test.describe('an Italian browser', () => {
    test.use({ locale: 'it-IT' });

    test('gets lan=it for 365 days, Italian text and <html lang="it">', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.it })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      const cookie = await lanCookie(context);
      expect(cookie?.value).toBe('it');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      const lifetime = cookie!.expires - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(yearSeconds - 120);
      expect(lifetime).toBeLessThanOrEqual(yearSeconds + 5);
    });

    test('keeps English when the lan cookie already says en', async ({
      page,
      context,
      baseURL,
    }) => {
      await setLanCookie(context, baseURL!, 'en');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.en })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect((await lanCookie(context))?.value).toBe('en');
    });

    test('does not detect on other paths: default English and no cookie', async ({
      page,
      context,
    }) => {
      await page.goto('/not-the-root');
      await expect(page.getByText('Resource not found.')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await lanCookie(context)).toBeUndefined();
    });

    test('the cookie then applies on every path', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.it })).toBeVisible();
      await page.goto('/not-the-root');
      await expect(page.getByText('Risorsa non trovata.')).toBeVisible();
    });
  });

  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });

    test('gets lan=en and English text', async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.en })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect((await lanCookie(context))?.value).toBe('en');
    });

    test('switching the language at runtime updates the cookie and the page', async ({
      page,
      context,
    }) => {
      const errors = failOnPageErrors(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Language: English' }).click();
      await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.it })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      expect((await lanCookie(context))?.value).toBe('it');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.it })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });

  test.describe('a browser in another language', () => {
    test.use({ locale: 'de-DE' });

    test('falls back to English', async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.en })).toBeVisible();
      expect((await lanCookie(context))?.value).toBe('en');
    });
  });
});
