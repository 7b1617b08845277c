import { createApiClient } from '@altalena/api-client';
import { createSessionSource, judgeStoredSession } from './session';
import {
  AUTH_TOKEN_EXPIRE_KEY,
  AUTH_TOKEN_KEY,
  AUTH_USERNAME_KEY,
  AUTH_USER_KEY,
  clearSession,
  createMemoryStorage,
  defaultStorage,
  storeSession,
  storeSessionUser,
  storedSessionUser,
} from './storage';

const NOW = Date.parse('2025-05-01T12:00:00Z');

describe('storage keys (docs/spec/original-specification.md §3/§9)', () => {
  it('are AUTH_TOKEN, AUTH_TOKEN_EXPIRE and AUTH_USERNAME', () => {
    expect([AUTH_TOKEN_KEY, AUTH_TOKEN_EXPIRE_KEY, AUTH_USERNAME_KEY]).toEqual([
      'AUTH_TOKEN',
      'AUTH_TOKEN_EXPIRE',
      'AUTH_USERNAME',
    ]);
    const storage = createMemoryStorage();
    storeSession(storage, { token: 't', expiry: '2030-01-01T00:00:00Z', username: 'u' });
    expect(
      ['AUTH_TOKEN', 'AUTH_TOKEN_EXPIRE', 'AUTH_USERNAME'].map((k) => storage.getItem(k)),
    ).toEqual(['t', '2030-01-01T00:00:00Z', 'u']);
    clearSession(storage);
    expect(
      ['AUTH_TOKEN', 'AUTH_TOKEN_EXPIRE', 'AUTH_USERNAME'].map((k) => storage.getItem(k)),
    ).toEqual([null, null, 'u']);
  });

  it("keep the session's user until the session ends or another one starts", () => {
    const storage = createMemoryStorage();
    storeSession(storage, { token: 't', expiry: '2030-01-01T00:00:00Z', username: 'u' });
    expect(storedSessionUser(storage)).toBeNull();
    storeSessionUser(storage, { id: 7, username: 'u' });
    expect(storage.getItem(AUTH_USER_KEY)).toBe('{"id":7,"username":"u"}');
    expect(storedSessionUser(storage)).toEqual({ id: 7, username: 'u' });
    clearSession(storage);
    expect(storedSessionUser(storage)).toBeNull();

    storeSessionUser(storage, { id: 7 });
    storeSession(storage, { token: 't2', expiry: '2030-01-01T00:00:00Z', username: 'v' });
    expect(storedSessionUser(storage)).toBeNull();
    storage.setItem(AUTH_USER_KEY, '{broken');
    expect(storedSessionUser(storage)).toBeNull();
  });

  it('survive a storage that throws (blocked or full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => storeSession(broken, { token: 't', expiry: 'e', username: 'u' })).not.toThrow();
    expect(() => clearSession(broken)).not.toThrow();
    expect(() => storeSessionUser(broken, { id: 1 })).not.toThrow();
    expect(storedSessionUser(broken)).toBeNull();
    expect(judgeStoredSession(broken, NOW)).toBe('no-session');
  });

  it('fall back to memory where there is no localStorage (Node)', () => {
    const storage = defaultStorage();
    storage.setItem('AUTH_TOKEN', 'x');
    expect(storage.getItem('AUTH_TOKEN')).toBe('x');
  });
});

describe('judgeStoredSession (docs/spec/original-specification.md §4)', () => {
  it('is no-session without a token, also an empty one', () => {
    expect(judgeStoredSession(createMemoryStorage(), NOW)).toBe('no-session');
    expect(judgeStoredSession(createMemoryStorage({ AUTH_TOKEN: '' }), NOW)).toBe('no-session');
  });

  it('is expired when the stored expiry is in the past, valid otherwise', () => {
    const storage = createMemoryStorage({
      AUTH_TOKEN: 't',
      AUTH_TOKEN_EXPIRE: '2025-05-01T12:00:01Z',
    });
    expect(judgeStoredSession(storage, NOW)).toBe('valid');
    expect(judgeStoredSession(storage, NOW + 1000)).toBe('expired');
    expect(judgeStoredSession(storage, NOW + 5000)).toBe('expired');
  });

  it('reads an expiry stored as milliseconds too', () => {
    const storage = createMemoryStorage({ AUTH_TOKEN: 't', AUTH_TOKEN_EXPIRE: String(NOW + 10) });
    expect(judgeStoredSession(storage, NOW)).toBe('valid');
    expect(judgeStoredSession(storage, NOW + 10)).toBe('expired');
  });

  it('does not trust a token with a missing or unreadable expiry', () => {
    expect(judgeStoredSession(createMemoryStorage({ AUTH_TOKEN: 't' }), NOW)).toBe('expired');
    expect(
      judgeStoredSession(createMemoryStorage({ AUTH_TOKEN: 't', AUTH_TOKEN_EXPIRE: 'soon' }), NOW),
    ).toBe('expired');
  });
});

describe('createSessionSource', () => {
  it('gives the token and is valid only while the expiry is ahead', () => {
    let now = NOW;
    const storage = createMemoryStorage({
      AUTH_TOKEN: 'tok',
      AUTH_TOKEN_EXPIRE: new Date(NOW + 1000).toISOString(),
    });
    const source = createSessionSource(storage, () => now);
    expect([source.getToken(), source.isValid()]).toEqual(['tok', true]);
    now += 1000;
    expect(source.isValid()).toBe(false);
    storage.removeItem('AUTH_TOKEN');
    expect(source.getToken()).toBeNull();
  });

  it('makes the client send the token only while the session is valid', async () => {
    let now = NOW;
    const seen: Array<string | null> = [];
    const storage = createMemoryStorage({
      AUTH_TOKEN: 'tok',
      AUTH_TOKEN_EXPIRE: new Date(NOW + 1000).toISOString(),
    });
    const client = createApiClient({
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('authorization'));
        return new Response(null, { status: 204 });
      },
      session: createSessionSource(storage, () => now),
    });
    await client.get('/parks/');
    now += 1000;
    await client.get('/parks/');
    expect(seen).toEqual(['Token tok', null]);
  });
});
