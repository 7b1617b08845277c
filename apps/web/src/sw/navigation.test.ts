import { describe, expect, it } from 'vitest';
import {
  isSkipWaitingMessage,
  languageMessage,
  languageOf,
  SKIP_WAITING_MESSAGE,
} from './messages';
import { APP_SHELL_URL, isAppNavigation, lanCookieFor, prerenderedPageUrl } from './navigation';

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

  it("gives a signed-in screen's prerendered frame in the language the server would pick", () => {
    expect(prerenderedPageUrl('/customers', 'lan=it', [])).toBe('/prerendered/customers.it.html');
    expect(prerenderedPageUrl('/customers/contracts', null, ['it-IT'])).toBe(
      '/prerendered/customers/contracts.en.html',
    );
  });

  it('is none for the routes the build does not prerender (they get the app shell)', () => {
    expect(prerenderedPageUrl('/inspections', 'lan=it', [])).toBeNull();
    expect(prerenderedPageUrl('/customers/12', 'lan=it', [])).toBeNull();
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

describe('lanCookieFor', () => {
  const loginPage = (cookie: string | null) => prerenderedPageUrl('/auth/login', cookie, []);

  it('takes the cookie where the worker can read it (Chromium), over the language the page told', () => {
    expect(loginPage(lanCookieFor({ value: 'it' }, 'en'))).toBe('/prerendered/auth/login.it.html');
    // No cookie at all: as the server, the default, whatever was told.
    expect(loginPage(lanCookieFor({ value: null }, 'it'))).toBe('/prerendered/auth/login.en.html');
  });

  it('takes the language the page told where the cookie cannot be read (Firefox, Safari)', () => {
    expect(loginPage(lanCookieFor('unreadable', 'it'))).toBe('/prerendered/auth/login.it.html');
    expect(loginPage(lanCookieFor('unreadable', 'en'))).toBe('/prerendered/auth/login.en.html');
    // Never told (the page never ran with this worker): the server's default.
    expect(lanCookieFor('unreadable', null)).toBeNull();
    expect(loginPage(lanCookieFor('unreadable', null))).toBe('/prerendered/auth/login.en.html');
  });
});

describe('the language message', () => {
  it('carries a supported language, and nothing else reads as one', () => {
    expect(languageOf(languageMessage('it'))).toBe('it');
    expect(languageOf(JSON.parse(JSON.stringify(languageMessage('en'))))).toBe('en');
    for (const other of [
      null,
      'it',
      { type: 'LANGUAGE', locale: 'fr' },
      { type: 'LANGUAGE', locale: 'it; path=/' },
      { type: 'LANGUAGE' },
      SKIP_WAITING_MESSAGE,
    ]) {
      expect(languageOf(other)).toBeNull();
    }
    expect(isSkipWaitingMessage(languageMessage('it'))).toBe(false);
  });
});
