import {
  BUILD_MANIFEST_PATH,
  createVersionWatcher,
  isNewBuild,
  isNewEntry,
  LATEST_BUILD_PATH,
  parseLatestBuild,
  parseManifestEntry,
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

describe('parseManifestEntry and isNewEntry', () => {
  const manifest = (file: unknown) => ({
    'index.html': { file, name: 'index', src: 'index.html', isEntry: true, css: [] },
    '_chunk-x.js': { file: 'assets/chunk-x.js' },
  });

  it("reads the file of the manifest's index.html entry and rejects anything else", () => {
    expect(parseManifestEntry(manifest('assets/index-abc.js'))).toBe('assets/index-abc.js');
    expect(parseManifestEntry(manifest(''))).toBeNull();
    expect(parseManifestEntry(manifest(3))).toBeNull();
    expect(parseManifestEntry({ 'src/main.tsx': { file: 'assets/index-abc.js' } })).toBeNull();
    expect(parseManifestEntry({ 'index.html': 'assets/index-abc.js' })).toBeNull();
    expect(parseManifestEntry(null)).toBeNull();
    expect(parseManifestEntry('<!doctype html>')).toBeNull();
  });

  it('is new only when a readable entry differs from the loaded one, whatever the base', () => {
    const loaded = 'https://app.example.it/assets/index-abc.js';
    expect(isNewEntry(loaded, 'assets/index-abc.js')).toBe(false);
    expect(isNewEntry('/assets/index-abc.js', 'assets/index-abc.js')).toBe(false);
    expect(isNewEntry('https://x.it/portal/assets/index-abc.js', 'assets/index-abc.js')).toBe(
      false,
    );
    expect(isNewEntry(loaded, 'assets/index-def.js')).toBe(true);
    expect(isNewEntry(loaded, 'x-assets/index-abc.js')).toBe(true);
    expect(isNewEntry(loaded, 'index-abc.js')).toBe(false);
    expect(isNewEntry(loaded, null)).toBe(false);
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

  const runningEntry = 'https://app.example.it/assets/index-abc.js';
  const manifestOf = (file: string) => ({
    'index.html': { file, isEntry: true, src: 'index.html' },
  });

  /** What the server publishes: the body of each file; `null` answers 404, an Error fails the request. */
  interface VersionFiles {
    latest: unknown;
    manifest: unknown;
  }

  function server(files: VersionFiles) {
    return vi.fn<typeof globalThis.fetch>(async (input) => {
      const body = input === LATEST_BUILD_PATH ? files.latest : files.manifest;
      if (body instanceof Error) throw body;
      if (body === null) return new Response('not found', { status: 404 });
      return jsonResponse(body);
    });
  }

  it('asks for both version files without any HTTP cache', async () => {
    const fetch = server({
      latest: { buildId: 'b1' },
      manifest: manifestOf('assets/index-abc.js'),
    });
    const watcher = createVersionWatcher({ runningBuildId: 'b1', runningEntry, fetch });
    expect(await watcher.check()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(
      LATEST_BUILD_PATH,
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(fetch).toHaveBeenCalledWith(
      BUILD_MANIFEST_PATH,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('detects a new build by the build id of latest-build.json', async () => {
    const files: VersionFiles = {
      latest: { buildId: 'b1', builtAt: 'x' },
      manifest: manifestOf('assets/index-abc.js'),
    };
    const watcher = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch: server(files),
    });
    expect(await watcher.check()).toBe(false);
    files.latest = { buildId: 'b2', builtAt: 'y' };
    expect(await watcher.check()).toBe(true);
    expect(watcher.hasNewBuild()).toBe(true);
  });

  it("detects a new build by the build manifest's entry chunk", async () => {
    const files: VersionFiles = {
      latest: { buildId: 'b1' },
      manifest: manifestOf('assets/index-abc.js'),
    };
    const watcher = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch: server(files),
    });
    expect(await watcher.check()).toBe(false);
    files.manifest = manifestOf('assets/index-def.js');
    expect(await watcher.check()).toBe(true);
    expect(watcher.hasNewBuild()).toBe(true);
  });

  it('detects a new build by either file while the other cannot be fetched', async () => {
    const byId = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch: server({ latest: { buildId: 'b2' }, manifest: new TypeError('Failed to fetch') }),
    });
    expect(await byId.check()).toBe(true);
    const byEntry = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch: server({ latest: null, manifest: manifestOf('assets/index-def.js') }),
    });
    expect(await byEntry.check()).toBe(true);
  });

  it('keeps a new build known once seen, even if a later poll fails', async () => {
    const files: VersionFiles = { latest: { buildId: 'b2' }, manifest: null };
    const watcher = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch: server(files),
    });
    expect(await watcher.check()).toBe(true);
    files.latest = new TypeError('Failed to fetch');
    expect(await watcher.check()).toBe(true);
    expect(watcher.hasNewBuild()).toBe(true);
  });

  it('tells once that a new build is known, also when polls overlap', async () => {
    const files: VersionFiles = { latest: { buildId: 'b1' }, manifest: null };
    const onNewBuild = vi.fn();
    const watcher = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch: server(files),
      onNewBuild,
    });
    await watcher.check();
    expect(onNewBuild).not.toHaveBeenCalled();
    files.latest = { buildId: 'b2' };
    await Promise.all([watcher.check(), watcher.check()]);
    await watcher.check();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('tells what each completed poll found', async () => {
    const files: VersionFiles = { latest: { buildId: 'b1' }, manifest: null };
    const onChecked = vi.fn();
    const watcher = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch: server(files),
      onChecked,
    });
    await watcher.check();
    expect(onChecked).toHaveBeenLastCalledWith(false);
    files.latest = { buildId: 'b2' };
    await watcher.check();
    expect(onChecked).toHaveBeenLastCalledWith(true);
    expect(onChecked).toHaveBeenCalledTimes(2);
  });

  it('ignores failures of either file: a 404, a broken or foreign body, the network being down', async () => {
    const failures: unknown[] = [
      null,
      new TypeError('Failed to fetch'),
      'an SPA page instead of the file',
      { unrelated: true },
    ];
    for (const latest of failures) {
      for (const manifest of failures) {
        const watcher = createVersionWatcher({
          runningBuildId: 'b1',
          runningEntry,
          fetch: server({ latest, manifest }),
        });
        expect(await watcher.check()).toBe(false);
        expect(watcher.hasNewBuild()).toBe(false);
      }
    }
    // An error status says nothing, whatever its body.
    const failing = vi.fn<typeof globalThis.fetch>(async (input) =>
      jsonResponse(
        input === LATEST_BUILD_PATH ? { buildId: 'b2' } : manifestOf('assets/index-def.js'),
        503,
      ),
    );
    const erring = createVersionWatcher({ runningBuildId: 'b1', runningEntry, fetch: failing });
    expect(await erring.check()).toBe(false);
    const broken = vi.fn<typeof globalThis.fetch>(
      async () => new Response('{broken', { status: 200 }),
    );
    const watcher = createVersionWatcher({ runningBuildId: 'b1', runningEntry, fetch: broken });
    expect(await watcher.check()).toBe(false);
    expect(watcher.hasNewBuild()).toBe(false);
  });

  it('polls every interval and on window focus, until stopped', async () => {
    vi.useFakeTimers();
    const fetch = server({
      latest: { buildId: 'b1' },
      manifest: manifestOf('assets/index-abc.js'),
    });
    const events = new EventTarget();
    const watcher = createVersionWatcher({
      runningBuildId: 'b1',
      runningEntry,
      fetch,
      intervalMs: 60_000,
      events: events as unknown as Window,
    });
    const stop = watcher.start();
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    events.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    events.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(4);
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
