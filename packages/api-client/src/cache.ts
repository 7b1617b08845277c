/** Default expiry of cached items: 30 minutes (specification §9). */
export const DEFAULT_CACHE_TTL_MS = 30 * 60 * 1000;

/** A cached item (specification §3): the data and the instant it expires, in ms since the epoch. */
export interface CacheItem<T> {
  data: T;
  expiry: number;
}

/** Options of `createCache`. */
export interface CacheOptions {
  /** Default time to live of an item; 30 minutes by default. */
  ttlMs?: number;
  /** Clock; `Date.now` by default. */
  now?: () => number;
}

/** A key–value cache whose items expire; an expired item is dropped when read. */
export interface Cache {
  /** The data under `key`, or undefined when absent or expired. */
  get<T>(key: string): T | undefined;
  /** The item under `key` with its expiry, or undefined when absent or expired. */
  getItem<T>(key: string): CacheItem<T> | undefined;
  /** Stores `data` under `key` for `ttlMs` (the cache's default when omitted). */
  set<T>(key: string, data: T, ttlMs?: number): CacheItem<T>;
  /** Removes the item under `key`. */
  delete(key: string): void;
  /** Removes every item. */
  clear(): void;
  /** Number of items held, expired ones included until they are read or pruned. */
  readonly size: number;
  /** Drops every expired item. */
  prune(): void;
}

/** Creates an in-memory cache of `{ data, expiry }` items. */
export function createCache(options: CacheOptions = {}): Cache {
  const ttl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const items = new Map<string, CacheItem<unknown>>();

  function getItem<T>(key: string): CacheItem<T> | undefined {
    const item = items.get(key);
    if (item === undefined) return undefined;
    if (item.expiry <= now()) {
      items.delete(key);
      return undefined;
    }
    return item as CacheItem<T>;
  }

  return {
    get: <T>(key: string) => getItem<T>(key)?.data,
    getItem,
    set<T>(key: string, data: T, ttlMs?: number) {
      const item: CacheItem<T> = { data, expiry: now() + (ttlMs ?? ttl) };
      items.set(key, item);
      return item;
    },
    delete: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
    get size() {
      return items.size;
    },
    prune() {
      const t = now();
      for (const [key, item] of items) if (item.expiry <= t) items.delete(key);
    },
  };
}
