import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

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

/** What {@link test} gives every test besides Playwright's own fixtures. */
interface PageErrorFixtures {
  /** Every error the test's pages logged or threw so far (CSP violations included). */
  pageErrors: string[];
}

const describe = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text();
};

/**
 * Playwright's `test`, failing any test whose pages logged an error or threw (CSP violations, React's
 * and the router's logs, failed requests): every spec imports it from here. Pages of contexts a test
 * opens itself (`browser.newContext()`, `browser.newPage()`) are watched too.
 */
export const test = base.extend<PageErrorFixtures & { watchPageErrors: void }>({
  pageErrors: async ({}, provide) => provide([]), // eslint-disable-line no-empty-pattern -- no dependencies
  watchPageErrors: [
    async ({ browser, context, pageErrors }, provide, testInfo) => {
      const allowed: RegExp[] = [];
      allowPageErrorsOf.set(testInfo.testId, allowed);
      const watchPage = (page: Page) => void collectPageErrors(page, pageErrors);
      const watchContext = (watched: BrowserContext) => {
        // The console's note about a CSP violation does not say what was refused: this one does.
        void watched.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) => {
            // Script checks (zod's probe of `new Function`) are caught by their code, not errors.
            if (!event.violatedDirective.startsWith('style-src')) return;
            console.error(
              `CSP ${event.violatedDirective} refused ${event.sample || event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
            );
          }),
        );
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watchContext(context);
      // Contexts opened by the test (and by the fixtures of other helpers) are watched as they open.
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        const opened = await newContext(options);
        watchContext(opened);
        return opened;
      };
      browser.newContext = patched;
      try {
        await provide();
      } finally {
        browser.newContext = newContext;
        allowPageErrorsOf.delete(testInfo.testId);
      }
      const unexpected = pageErrors.filter(
        (error) => !allowed.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'errors the pages logged').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Collects into `errors` what `page` logs as an error or throws: {@link test} does it for its browser; a
 * spec calls it for a browser it launches itself (e.g. one with a fake camera).
 */
export function collectPageErrors(page: Page, errors: string[] = []): string[] {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(describe(message));
  });
  return errors;
}

/** The allowed patterns of each running test (filled by {@link test}'s `allowPageErrors`). */
const allowPageErrorsOf = new Map<string, RegExp[]>();

/**
 * Lets the current test's pages log errors matching `patterns`: only those the test expects, e.g. the
 * browser's note about a refused login's 401 ({@link resourceError}).
 */
export function allowPageErrors(...patterns: RegExp[]): void {
  const allowed = allowPageErrorsOf.get(test.info().testId);
  if (!allowed) throw new Error('allowPageErrors() runs inside a test');
  allowed.push(...patterns);
}

export { expect };

/** The browser's console note about an answer with `status` (e.g. a refused login's 401). */
export const resourceError = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
