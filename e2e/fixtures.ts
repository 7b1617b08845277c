import type { BrowserContext, Page } from '@playwright/test';

/** What the landing page's main heading says in each UI language. */
export const landingTitle = {
  en: 'Safe playgrounds, inspected and documented',
  it: 'Aree gioco sicure, ispezionate e documentate',
} as const;

/** The `lan` cookie of a context, if any. */
export async function lanCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'lan');
}

/** Gives a context the `lan` cookie before its first visit. */
export async function setLanCookie(context: BrowserContext, baseURL: string, value: string) {
  await context.addCookies([{ name: 'lan', value, url: baseURL, sameSite: 'Lax' }]);
}

/** Fails the test on any error the page logs or throws (CSP violations included). */
export function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
