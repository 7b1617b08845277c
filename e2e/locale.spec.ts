import { logIn } from './auth-helpers';
import { readE2eState } from './e2e-state';
import { expect, lanCookie, landingTitle, setLanCookie, test } from './fixtures';

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
      await page.goto('/');
      await page.getByRole('button', { name: 'Language: English' }).click();
      await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.it })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      expect((await lanCookie(context))?.value).toBe('it');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: landingTitle.it })).toBeVisible();
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

test.describe('the signed-in user’s language', () => {
  const { customer, customerOrigin: origin } = readE2eState();

  /** The customer's own profile through the API: `language` read, or changed when `set` is given. */
  async function profileLanguage(set?: 'it' | 'en'): Promise<string> {
    const base = `${origin}/api/v1`;
    const basic = Buffer.from(`${customer.username}:${customer.password}`).toString('base64');
    const login = await fetch(`${base}/auth/login/`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Token ${token}` };
    let me = (await (await fetch(`${base}/users/me/`, { headers })).json()) as {
      language: string;
      version: number;
    };
    if (set) {
      const answer = await fetch(`${base}/users/me/`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json', 'if-match': `"${me.version}"` },
        body: JSON.stringify({ language: set }),
      });
      expect(answer.status).toBe(200);
      me = (await answer.json()) as typeof me;
    }
    await fetch(`${base}/auth/logout/`, { method: 'POST', headers });
    return me.language;
  }

  test('on a new device whose cookie says en, the interface follows an Italian profile after login; the switch in the app changes both', async ({
    browser,
  }) => {
    await profileLanguage('it');
    const context = await browser.newContext({ baseURL: origin });
    try {
      await setLanCookie(context, origin, 'en');
      const page = await context.newPage();
      // Before login the cookie decides: the login page is English.
      await logIn(page, customer.username, customer.password, origin);
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      const languageButton = page.getByRole('button', { name: 'Lingua: Italiano' });
      await expect(languageButton).toBeVisible();
      expect((await lanCookie(context))?.value).toBe('it');

      // The switch in the app changes the interface, the cookie and the profile.
      await languageButton.click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect((await lanCookie(context))?.value).toBe('en');
      await expect.poll(() => profileLanguage()).toBe('en');
      // A reload keeps it: the profile and the cookie agree.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
    } finally {
      await context.close();
      await profileLanguage('en');
    }
  });
});
