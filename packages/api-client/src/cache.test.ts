import { DEFAULT_CACHE_TTL_MS, createCache } from './cache';

describe('createCache', () => {
  it('keeps items { data, expiry } for 30 minutes by default', () => {
    let now = 5_000;
    const cache = createCache({ now: () => now });
    expect(DEFAULT_CACHE_TTL_MS).toBe(30 * 60 * 1000);
    expect(cache.set('k', { a: 1 })).toEqual({
      data: { a: 1 },
      expiry: 5_000 + DEFAULT_CACHE_TTL_MS,
    });
    expect(cache.getItem('k')).toEqual({ data: { a: 1 }, expiry: 5_000 + DEFAULT_CACHE_TTL_MS });
    now += DEFAULT_CACHE_TTL_MS - 1;
    expect(cache.get('k')).toEqual({ a: 1 });
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops an expired item when it is read', () => {
    let now = 0;
    const cache = createCache({ ttlMs: 100, now: () => now });
    cache.set('k', 1);
    now = 100;
    expect(cache.size).toBe(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('takes a ttl per item, and prunes every expired item', () => {
    let now = 0;
    const cache = createCache({ ttlMs: 100, now: () => now });
    cache.set('short', 's', 10);
    cache.set('long', 'l');
    now = 50;
    cache.prune();
    expect(cache.size).toBe(1);
    expect(cache.get('long')).toBe('l');
  });

  it('deletes one item or clears them all', () => {
    const cache = createCache();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps falsy data', () => {
    const cache = createCache();
    cache.set('zero', 0);
    cache.set('null', null);
    expect(cache.get('zero')).toBe(0);
    expect(cache.getItem('null')?.data).toBeNull();
  });
});
