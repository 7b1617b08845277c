import { describe, expect, it } from 'vitest';
import { isSkipWaitingMessage, SKIP_WAITING_MESSAGE } from './messages';
import { APP_SHELL_URL, isAppNavigation, prerenderedPageUrl } from './navigation';

describe('isAppNavigation', () => {
  it('answers the client-side routes, the QR short links included', () => {
    for (const path of ['/', '/inspections', '/inspections/12', '/q/ALT-0042', '/auth/login']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('leaves the API and files to the network, as the server does', () => {
    for (const path of ['/api', '/api/v1/users/me/', '/api/v1/docs', '/sw.js', '/report.pdf']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });
});

describe('prerenderedPageUrl', () => {
  it("gives the login page in the lan cookie's language, else English, like the server", () => {
    expect(prerenderedPageUrl('/auth/login', 'lan=it', ['en-GB'])).toBe(
      '/prerendered/auth/login.it.html',
    );
    expect(prerenderedPageUrl('/auth/login', 'lan=en', ['it-IT'])).toBe(
      '/prerendered/auth/login.en.html',
    );
    // Off the root the browser's languages do not decide (docs/spec/original-specification.md §9).
    expect(prerenderedPageUrl('/auth/login', null, ['it-IT'])).toBe(
      '/prerendered/auth/login.en.html',
    );
    expect(prerenderedPageUrl('/auth/login', 'lan=xx', [])).toBe('/prerendered/auth/login.en.html');
  });

  it('is none for the routes the build does not prerender (they get the app shell)', () => {
    expect(prerenderedPageUrl('/inspections', 'lan=it', [])).toBeNull();
    expect(prerenderedPageUrl('/auth/login/', 'lan=it', [])).toBeNull();
    expect(APP_SHELL_URL).toBe('/index.html');
  });
});

describe('the skip-waiting message', () => {
  it('is recognised, and nothing else is', () => {
    expect(isSkipWaitingMessage(SKIP_WAITING_MESSAGE)).toBe(true);
    expect(isSkipWaitingMessage(JSON.parse(JSON.stringify(SKIP_WAITING_MESSAGE)))).toBe(true);
    for (const other of [null, 'SKIP_WAITING', { type: 'other' }, {}]) {
      expect(isSkipWaitingMessage(other)).toBe(false);
    }
  });
});
