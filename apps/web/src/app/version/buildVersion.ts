/** The content of `latest-build.json`, written by the build next to the build manifest. */
export interface LatestBuild {
  /** Changes with every build. */
  buildId: string;
  /** ISO 8601 instant of the build. */
  builtAt: string;
}

/** Where the build publishes its id (served uncached by the API server). */
export const LATEST_BUILD_PATH = '/latest-build.json';
/** Where the build publishes its manifest (Vite's `build.manifest`; served uncached by the API server). */
export const BUILD_MANIFEST_PATH = '/build-manifest.json';
/** The manifest key of the app's entry: the HTML page Vite built it from. */
export const MANIFEST_ENTRY_KEY = 'index.html';
/** How often the app asks for the latest build (docs/spec/original-specification.md §7: polled). */
export const VERSION_POLL_INTERVAL_MS = 60_000;

/** Reads `latest-build.json`'s content; null when it is not what the build writes. */
export function parseLatestBuild(value: unknown): LatestBuild | null {
  if (typeof value !== 'object' || value === null) return null;
  const { buildId, builtAt } = value as Record<string, unknown>;
  if (typeof buildId !== 'string' || buildId === '') return null;
  return { buildId, builtAt: typeof builtAt === 'string' ? builtAt : '' };
}

/** Whether the published build differs from the one running (an unreadable answer says nothing). */
export function isNewBuild(runningBuildId: string, latest: LatestBuild | null): boolean {
  return latest !== null && latest.buildId !== runningBuildId;
}

/**
 * The entry chunk the build manifest names for `index.html` (`assets/index-<hash>.js`, relative to the
 * root of the build); null when the manifest is not what Vite writes.
 */
export function parseManifestEntry(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = (value as Record<string, unknown>)[MANIFEST_ENTRY_KEY];
  if (typeof entry !== 'object' || entry === null) return null;
  const { file } = entry as Record<string, unknown>;
  return typeof file === 'string' && file !== '' ? file : null;
}

/**
 * Whether the manifest's entry chunk differs from the one this page loaded. `runningEntry` is the URL or
 * path of the loaded entry (`/assets/index-<hash>.js`, whatever the base); an unreadable manifest says
 * nothing.
 */
export function isNewEntry(runningEntry: string, manifestEntry: string | null): boolean {
  if (manifestEntry === null) return false;
  const running = new URL(runningEntry, 'http://running.invalid/').pathname;
  return !`/${running.replace(/^\/+/, '')}`.endsWith(`/${manifestEntry.replace(/^\/+/, '')}`);
}

/** The part of a router location the reload needs. */
export interface TargetLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The part of the data router's state the reload needs. */
export interface NavigationSnapshot {
  navigation: { state: 'idle' | 'loading' | 'submitting'; location?: TargetLocation };
}

/**
 * Where to load the page afresh: the target of a navigation that is starting, once a new build is
 * known; null otherwise (no new build, or no navigation under way).
 */
export function reloadTarget(newBuild: boolean, state: NavigationSnapshot): string | null {
  if (!newBuild) return null;
  const { navigation } = state;
  if (navigation.state === 'idle' || !navigation.location) return null;
  const { pathname, search, hash } = navigation.location;
  return pathname + search + hash;
}

/** Options of {@link createVersionWatcher}. */
export interface VersionWatcherOptions {
  /** The id this bundle was built with. */
  runningBuildId: string;
  /** URL (or path) of the entry chunk this page loaded: `import.meta.url` of the app's entry module. */
  runningEntry: string;
  /** Fetch of the two version files; the global fetch by default. */
  fetch?: typeof fetch;
  /** Poll interval; one minute by default. */
  intervalMs?: number;
  /** Where focus events come from; `window` by default. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Called once, when a new build first becomes known (e.g. to fetch the new service worker). */
  onNewBuild?: () => void;
  /** Called after every completed check with what is known then (whether a new build is). */
  onChecked?: (newBuild: boolean) => void;
}

/** Polls the version files and remembers whether a new build was published. */
export interface VersionWatcher {
  /** Asks once; resolves to whether a new build is known. */
  check(): Promise<boolean>;
  /** Whether a new build is known. */
  hasNewBuild(): boolean;
  /** Polls every interval and on window focus; returns the stop function. */
  start(): () => void;
}

/**
 * Creates a watcher of new builds (§4/§7: a new version is detected by polling the build manifest and the
 * latest-build file). A build is new when `latest-build.json` names another build id, or when the build
 * manifest names another entry chunk than the one this page loaded. Both are asked for past every HTTP
 * cache; a file that cannot be fetched or read says nothing (no reload on a failed poll).
 */
export function createVersionWatcher(options: VersionWatcherOptions): VersionWatcher {
  const { runningBuildId, runningEntry, intervalMs = VERSION_POLL_INTERVAL_MS } = options;
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  let newBuild = false;

  /** The parsed JSON of a version file; undefined when it could not be fetched or read. */
  async function fetchJson(path: string): Promise<unknown> {
    try {
      const response = await doFetch(path, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return undefined;
      return (await response.json()) as unknown;
    } catch {
      // Offline or a deploy in progress: ask again at the next tick.
      return undefined;
    }
  }

  async function ask(): Promise<boolean> {
    if (newBuild) return true;
    const [latest, manifest] = await Promise.all([
      fetchJson(LATEST_BUILD_PATH),
      fetchJson(BUILD_MANIFEST_PATH),
    ]);
    // Checks may overlap (focus and interval): one that fails must not forget what another found.
    if (newBuild) return true;
    newBuild =
      isNewBuild(runningBuildId, parseLatestBuild(latest)) ||
      isNewEntry(runningEntry, parseManifestEntry(manifest));
    if (newBuild) options.onNewBuild?.();
    return newBuild;
  }

  async function check(): Promise<boolean> {
    const known = await ask();
    options.onChecked?.(known);
    return known;
  }

  return {
    check,
    hasNewBuild: () => newBuild,
    start() {
      const events = options.events ?? window;
      const onFocus = () => void check();
      const timer = setInterval(onFocus, intervalMs);
      events.addEventListener('focus', onFocus);
      return () => {
        clearInterval(timer);
        events.removeEventListener('focus', onFocus);
      };
    },
  };
}

/** The part of the data router {@link reloadOnNextNavigation} uses. */
export interface SubscribableRouter {
  subscribe(listener: (state: NavigationSnapshot) => void): () => void;
}

/**
 * Once the watcher knows a new build, turns the next navigation into a full page load of its target
 * (§4: "the page reloads on the next navigation"); returns the unsubscribe function.
 */
export function reloadOnNextNavigation(
  router: SubscribableRouter,
  watcher: Pick<VersionWatcher, 'hasNewBuild'>,
  assign: (href: string) => void = (href) => window.location.assign(href),
): () => void {
  let reloading = false;
  return router.subscribe((state) => {
    if (reloading) return;
    const target = reloadTarget(watcher.hasNewBuild(), state);
    if (target === null) return;
    reloading = true;
    assign(target);
  });
}
