import { detectBrowserLocale, storeLocale, type LocaleWindow } from './browser';
import { detectLocale, isRootPath } from './detectLocale';
import { lanCookieMaxAgeSeconds, parseLanCookie, serializeLanCookie } from './lanCookie';
import { pickLocale } from './pickLocale';

describe('pickLocale', () => {
  it('picks Italian for Italian browsers, in any region or spelling', () => {
    expect(pickLocale(['it-IT'])).toBe('it');
    expect(pickLocale(['it'])).toBe('it');
    expect(pickLocale(['IT-ch'])).toBe('it');
    expect(pickLocale(['it_IT'])).toBe('it');
  });

  it('picks English for English browsers', () => {
    expect(pickLocale(['en-US', 'it-IT'])).toBe('en');
    expect(pickLocale(['en-GB'])).toBe('en');
  });

  it('takes the first supported language in order of preference', () => {
    expect(pickLocale(['de-DE', 'fr', 'it-IT', 'en'])).toBe('it');
    expect(pickLocale(['de-DE', 'en', 'it'])).toBe('en');
  });

  it('falls back to English when nothing is supported or nothing is known', () => {
    expect(pickLocale(['de-DE', 'fr-FR'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
    expect(pickLocale(['', '  '])).toBe('en');
  });
});

describe('parseLanCookie', () => {
  it('reads a valid lan cookie among others', () => {
    expect(parseLanCookie('lan=it')).toBe('it');
    expect(parseLanCookie('a=1; lan=en; b=2')).toBe('en');
    expect(parseLanCookie('a=1;lan=it')).toBe('it');
    expect(parseLanCookie('lan="it"')).toBe('it');
  });

  it('ignores cookies whose name only contains lan', () => {
    expect(parseLanCookie('plan=it; lang=it; lan_x=it')).toBeNull();
    expect(parseLanCookie('plan=it; lan=en')).toBe('en');
  });

  it('returns null for a missing, empty or unsupported value', () => {
    expect(parseLanCookie('')).toBeNull();
    expect(parseLanCookie(null)).toBeNull();
    expect(parseLanCookie(undefined)).toBeNull();
    expect(parseLanCookie('lan=')).toBeNull();
    expect(parseLanCookie('lan=de')).toBeNull();
    expect(parseLanCookie('lan=IT')).toBeNull();
    expect(parseLanCookie('lan')).toBeNull();
  });
});

describe('serializeLanCookie', () => {
  it('stores the locale for 365 days on the whole site with SameSite=Lax', () => {
    expect(lanCookieMaxAgeSeconds).toBe(31_536_000);
    expect(serializeLanCookie('it')).toBe('lan=it; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(serializeLanCookie('en')).toBe('lan=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('adds Secure on request', () => {
    expect(serializeLanCookie('en', { secure: true })).toBe(
      'lan=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('round-trips through parseLanCookie', () => {
    expect(parseLanCookie(serializeLanCookie('it').split(';')[0])).toBe('it');
  });
});

describe('isRootPath', () => {
  it('knows the root', () => {
    expect(isRootPath('/')).toBe(true);
    expect(isRootPath('')).toBe(true);
    expect(isRootPath('/?utm=x')).toBe(true);
    expect(isRootPath('/index.html')).toBe(true);
    expect(isRootPath('/auth/login')).toBe(false);
    expect(isRootPath('/it')).toBe(false);
  });
});

describe('detectLocale', () => {
  it('detects from the browser on the root and asks to store the cookie', () => {
    expect(detectLocale({ pathname: '/', cookie: '', languages: ['it-IT', 'en'] })).toEqual({
      locale: 'it',
      source: 'browser',
      persist: true,
    });
    expect(detectLocale({ pathname: '/', cookie: 'x=1', languages: ['en-US'] })).toEqual({
      locale: 'en',
      source: 'browser',
      persist: true,
    });
    expect(detectLocale({ pathname: '/', cookie: undefined, languages: ['de'] })).toEqual({
      locale: 'en',
      source: 'browser',
      persist: true,
    });
  });

  it('lets a valid cookie win everywhere, over the browser languages', () => {
    expect(detectLocale({ pathname: '/', cookie: 'lan=en', languages: ['it-IT'] })).toEqual({
      locale: 'en',
      source: 'cookie',
      persist: false,
    });
    expect(
      detectLocale({ pathname: '/auth/login', cookie: 'lan=it', languages: ['en-US'] }),
    ).toEqual({ locale: 'it', source: 'cookie', persist: false });
  });

  it('uses the default on other paths without a cookie, and neither detects nor stores', () => {
    expect(detectLocale({ pathname: '/auth/login', cookie: '', languages: ['it-IT'] })).toEqual({
      locale: 'en',
      source: 'default',
      persist: false,
    });
  });

  it('treats an invalid cookie as missing', () => {
    expect(detectLocale({ pathname: '/', cookie: 'lan=fr', languages: ['it'] })).toEqual({
      locale: 'it',
      source: 'browser',
      persist: true,
    });
    expect(detectLocale({ pathname: '/parks', cookie: 'lan=fr', languages: ['it'] }).locale).toBe(
      'en',
    );
  });
});

describe('browser helpers', () => {
  const fakeWindow = (
    pathname: string,
    cookie: string,
    languages: readonly string[],
    protocol = 'http:',
  ): LocaleWindow & { writes: string[] } => {
    const writes: string[] = [];
    return {
      writes,
      location: { pathname, protocol },
      document: {
        get cookie() {
          return cookie;
        },
        set cookie(value: string) {
          writes.push(value);
        },
      },
      navigator: { languages },
    };
  };

  it('stores the cookie after detection on the root', () => {
    const win = fakeWindow('/', '', ['it-IT']);
    expect(detectBrowserLocale(win)).toBe('it');
    expect(win.writes).toEqual(['lan=it; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('does not write when the cookie decided or off the root', () => {
    const withCookie = fakeWindow('/', 'lan=en', ['it-IT']);
    expect(detectBrowserLocale(withCookie)).toBe('en');
    expect(withCookie.writes).toEqual([]);
    const deepLink = fakeWindow('/whatever', '', ['it-IT']);
    expect(detectBrowserLocale(deepLink)).toBe('en');
    expect(deepLink.writes).toEqual([]);
  });

  it('falls back to navigator.language', () => {
    const win = fakeWindow('/', '', []);
    win.navigator = { languages: [], language: 'it-IT' };
    expect(detectBrowserLocale(win)).toBe('it');
  });

  it('marks the cookie Secure over https', () => {
    const win = fakeWindow('/', '', ['en'], 'https:');
    storeLocale('it', win);
    expect(win.writes).toEqual(['lan=it; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });
});
