/** Local-storage key of the session token (docs/spec/original-specification.md §3/§9). */
export const AUTH_TOKEN_KEY = 'AUTH_TOKEN';
/**
 * Local-storage key of the token's expiry, as the server sent it (docs/spec/original-specification.md §3/§9).
 */
export const AUTH_TOKEN_EXPIRE_KEY = 'AUTH_TOKEN_EXPIRE';
/** Local-storage key of the username (docs/spec/original-specification.md §3). */
export const AUTH_USERNAME_KEY = 'AUTH_USERNAME';
/**
 * Local-storage key of the signed-in user as the server last described them, kept with the session so
 * that the app opens with no connection; it ends with the session.
 */
export const AUTH_USER_KEY = 'AUTH_USER';

/** The part of the Web Storage API the auth package uses; `localStorage` satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Web Storage that lives in memory only: for tests and for places without `localStorage`. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** The browser's `localStorage` when there is one, else a memory storage. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage !== undefined) return storage;
  } catch {
    // Reading localStorage throws where the browser blocks it (e.g. storage disabled).
  }
  return createMemoryStorage();
}

/** What a successful login stores. */
export interface StoredSession {
  token: string;
  expiry: string;
  username: string;
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // A full or blocked storage must not break the flow: the session then lasts as long as the page.
  }
}

/** Stores the token, its expiry and the username; the last session's user is forgotten. */
export function storeSession(storage: KeyValueStorage, session: StoredSession): void {
  safely(() => storage.removeItem(AUTH_USER_KEY));
  safely(() => storage.setItem(AUTH_TOKEN_KEY, session.token));
  safely(() => storage.setItem(AUTH_TOKEN_EXPIRE_KEY, session.expiry));
  safely(() => storage.setItem(AUTH_USERNAME_KEY, session.username));
}

/** Removes the token, its expiry and the session's user; the username stays to prefill the next login. */
export function clearSession(storage: KeyValueStorage): void {
  safely(() => storage.removeItem(AUTH_TOKEN_KEY));
  safely(() => storage.removeItem(AUTH_TOKEN_EXPIRE_KEY));
  safely(() => storage.removeItem(AUTH_USER_KEY));
}

/** Keeps the session's user (any JSON value, as the server sent it) until the session ends. */
export function storeSessionUser(storage: KeyValueStorage, user: unknown): void {
  safely(() => storage.setItem(AUTH_USER_KEY, JSON.stringify(user)));
}

/** The session's user as stored by {@link storeSessionUser}; null without one or when unreadable. */
export function storedSessionUser(storage: KeyValueStorage): unknown {
  try {
    const raw = storage.getItem(AUTH_USER_KEY);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** The stored username, or null. */
export function storedUsername(storage: KeyValueStorage): string | null {
  try {
    return storage.getItem(AUTH_USERNAME_KEY);
  } catch {
    return null;
  }
}

/** The stored token, or null. */
export function storedToken(storage: KeyValueStorage): string | null {
  try {
    const token = storage.getItem(AUTH_TOKEN_KEY);
    return token === '' ? null : token;
  } catch {
    return null;
  }
}
