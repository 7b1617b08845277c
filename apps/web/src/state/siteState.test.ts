import {
  createSiteStore,
  defaultSiteState,
  parseSiteState,
  siteStateKey,
  type SiteStorage,
} from './siteState';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  } satisfies SiteStorage & { data: Map<string, string> };
};

describe('parseSiteState', () => {
  it('gives the defaults of docs/spec/original-specification.md §3 on a first visit', () => {
    expect(parseSiteState(null)).toEqual({
      theme: 'light',
      isAdmin: false,
      currentUser: { id: 1 },
    });
    expect(parseSiteState('')).toEqual(defaultSiteState);
  });

  it('reads a valid stored state', () => {
    const stored = { theme: 'dark', isAdmin: true, currentUser: { id: 42 } };
    expect(parseSiteState(JSON.stringify(stored))).toEqual(stored);
  });

  it('falls back to the defaults for corrupt values', () => {
    expect(parseSiteState('{not json')).toEqual(defaultSiteState);
    expect(parseSiteState('null')).toEqual(defaultSiteState);
    expect(parseSiteState('[1,2]')).toEqual(defaultSiteState);
    expect(parseSiteState('"dark"')).toEqual(defaultSiteState);
  });

  it('replaces only the malformed fields', () => {
    expect(
      parseSiteState(JSON.stringify({ theme: 'purple', isAdmin: 'yes', currentUser: { id: 7 } })),
    ).toEqual({ theme: 'light', isAdmin: false, currentUser: { id: 7 } });
    expect(parseSiteState(JSON.stringify({ theme: 'dark', currentUser: { id: -1 } }))).toEqual({
      theme: 'dark',
      isAdmin: false,
      currentUser: { id: 1 },
    });
    expect(parseSiteState(JSON.stringify({ currentUser: { id: 1.5 } })).currentUser).toEqual({
      id: 1,
    });
    expect(parseSiteState(JSON.stringify({ currentUser: 3 })).currentUser).toEqual({ id: 1 });
  });
});

describe('createSiteStore', () => {
  it('starts from storage and persists updates under one key', () => {
    const storage = memoryStorage({
      [siteStateKey]: JSON.stringify({ theme: 'dark', isAdmin: false, currentUser: { id: 1 } }),
    });
    const store = createSiteStore(storage);
    expect(store.getSnapshot().theme).toBe('dark');
    store.update({ theme: 'light', isAdmin: true });
    expect(store.getSnapshot()).toEqual({ theme: 'light', isAdmin: true, currentUser: { id: 1 } });
    expect(JSON.parse(storage.data.get(siteStateKey)!)).toEqual(store.getSnapshot());
    expect([...storage.data.keys()]).toEqual([siteStateKey]);
  });

  it('survives a reload: a new store on the same storage reads what the old one wrote', () => {
    const storage = memoryStorage();
    createSiteStore(storage).update({ theme: 'dark' });
    expect(createSiteStore(storage).getSnapshot().theme).toBe('dark');
  });

  it('accepts an updater and notifies subscribers once per real change', () => {
    const store = createSiteStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update((s) => ({ theme: s.theme === 'light' ? 'dark' : 'light' }));
    expect(store.getSnapshot().theme).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    store.update({ theme: 'dark' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.update({ theme: 'light' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the snapshot identity while nothing changes (useSyncExternalStore needs it)', () => {
    const store = createSiteStore(memoryStorage());
    const first = store.getSnapshot();
    store.update({});
    expect(store.getSnapshot()).toBe(first);
  });

  it('never stores an invalid value', () => {
    const storage = memoryStorage();
    const store = createSiteStore(storage);
    store.update({ theme: 'neon' as never, currentUser: { id: 0 } });
    expect(store.getSnapshot()).toEqual(defaultSiteState);
  });

  it('resets to the defaults and reloads what another tab wrote', () => {
    const storage = memoryStorage();
    const store = createSiteStore(storage);
    store.update({ theme: 'dark', isAdmin: true });
    store.reset();
    expect(store.getSnapshot()).toEqual(defaultSiteState);
    storage.setItem(siteStateKey, JSON.stringify({ theme: 'dark' }));
    store.reload();
    expect(store.getSnapshot().theme).toBe('dark');
  });

  it('runs on the defaults when storage is missing or throws', () => {
    expect(createSiteStore(null).getSnapshot()).toEqual(defaultSiteState);
    const broken: SiteStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createSiteStore(broken);
    expect(store.getSnapshot()).toEqual(defaultSiteState);
    store.update({ theme: 'dark' });
    expect(store.getSnapshot().theme).toBe('dark');
  });
});
