import {
  createVersionWatcher,
  isNewBuild,
  LATEST_BUILD_PATH,
  parseLatestBuild,
  reloadOnNextNavigation,
  reloadTarget,
  type NavigationSnapshot,
} from './buildVersion';

const idle: NavigationSnapshot = { navigation: { state: 'idle' } };
const loading = (pathname: string, search = '', hash = ''): NavigationSnapshot => ({
  navigation: { state: 'loading', location: { pathname, search, hash } },
});

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('parseLatestBuild and isNewBuild', () => {
  it('reads what the build writes and rejects anything else', () => {
    expect(parseLatestBuild({ buildId: 'b2', builtAt: '2025-01-01T00:00:00Z' })).toEqual({
      buildId: 'b2',
      builtAt: '2025-01-01T00:00:00Z',
    });
    expect(parseLatestBuild({ buildId: '' })).toBeNull();
    expect(parseLatestBuild({ buildId: 3 })).toBeNull();
    expect(parseLatestBuild(null)).toBeNull();
    expect(parseLatestBuild('b2')).toBeNull();
  });

  it('is new only when a readable build id differs from the running one', () => {
    expect(isNewBuild('b1', { buildId: 'b2', builtAt: '' })).toBe(true);
    expect(isNewBuild('b1', { buildId: 'b1', builtAt: '' })).toBe(false);
    expect(isNewBuild('b1', null)).toBe(false);
  });
});

describe('reloadTarget', () => {
  it('gives the target of a starting navigation once a new build is known', () => {
    expect(reloadTarget(true, loading('/dashboard/admin', '?page=2', '#top'))).toBe(
      '/dashboard/admin?page=2#top',
    );
    expect(
      reloadTarget(true, {
        navigation: { state: 'submitting', location: { pathname: '/x', search: '', hash: '' } },
      }),
    ).toBe('/x');
  });

  it('does nothing without a new build or without a navigation', () => {
    expect(reloadTarget(false, loading('/dashboard'))).toBeNull();
    expect(reloadTarget(true, idle)).toBeNull();
  });
});

describe('createVersionWatcher', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for latest-build.json without the HTTP cache and compares the ids', async () => {
    const fetch = vi.fn(async () => jsonResponse({ buildId: 'b1', builtAt: 'x' }));
    const watcher = createVersionWatcher({ runningBuildId: 'b1', fetch });
    expect(await watcher.check()).toBe(false);
    expect(fetch).toHaveBeenCalledWith(
      LATEST_BUILD_PATH,
      expect.objectContaining({ cache: 'no-cache' }),
    );
    fetch.mockImplementation(async () => jsonResponse({ buildId: 'b2', builtAt: 'y' }));
    expect(await watcher.check()).toBe(true);
    expect(watcher.hasNewBuild()).toBe(true);
  });

  it('ignores failures: a 404, a broken body or the network being down', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('nope', { status: 404 }));
    const watcher = createVersionWatcher({ runningBuildId: 'b1', fetch });
    expect(await watcher.check()).toBe(false);
    fetch.mockImplementation(async () => new Response('{broken', { status: 200 }));
    expect(await watcher.check()).toBe(false);
    fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await watcher.check()).toBe(false);
    expect(watcher.hasNewBuild()).toBe(false);
  });

  it('polls every interval and on window focus, until stopped', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => jsonResponse({ buildId: 'b1', builtAt: '' }));
    const events = new EventTarget();
    const watcher = createVersionWatcher({
      runningBuildId: 'b1',
      fetch,
      intervalMs: 60_000,
      events: events as unknown as Window,
    });
    const stop = watcher.start();
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    events.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('reloadOnNextNavigation', () => {
  function fakeRouter() {
    const listeners = new Set<(state: NavigationSnapshot) => void>();
    return {
      subscribe(listener: (state: NavigationSnapshot) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      emit: (state: NavigationSnapshot) => listeners.forEach((listener) => listener(state)),
    };
  }

  it('lets navigations run client-side while the build is current', () => {
    const router = fakeRouter();
    const assign = vi.fn();
    reloadOnNextNavigation(router, { hasNewBuild: () => false }, assign);
    router.emit(loading('/dashboard'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the target of the next navigation in full once a new build is known, once', () => {
    const router = fakeRouter();
    const assign = vi.fn();
    let newBuild = false;
    reloadOnNextNavigation(router, { hasNewBuild: () => newBuild }, assign);
    newBuild = true;
    router.emit(idle);
    expect(assign).not.toHaveBeenCalled();
    router.emit(loading('/dashboard/customer', '?x=1'));
    router.emit(loading('/elsewhere'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/dashboard/customer?x=1');
  });

  it('stops listening when unsubscribed', () => {
    const router = fakeRouter();
    const assign = vi.fn();
    const stop = reloadOnNextNavigation(router, { hasNewBuild: () => true }, assign);
    stop();
    router.emit(loading('/dashboard'));
    expect(assign).not.toHaveBeenCalled();
  });
});
