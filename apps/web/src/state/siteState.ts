import type { ColorMode } from '@altalena/tokens';

/** The site state kept in the browser across visits (docs/spec/original-specification.md §3). */
export interface SiteState {
  /** Colour mode of the UI. */
  theme: ColorMode;
  /** Whether the signed-in user is an administrator. */
  isAdmin: boolean;
  /** The user the site acts for. */
  currentUser: { id: number };
}

/** localStorage key of the persisted site state. */
export const siteStateKey = 'altalena.site';

/** The state of a first visit (§3: light theme, not admin, user id 1). */
export const defaultSiteState: SiteState = Object.freeze({
  theme: 'light',
  isAdmin: false,
  currentUser: Object.freeze({ id: 1 }),
}) as SiteState;

/** The part of `Storage` the store uses. */
export type SiteStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns a stored string into a valid state: each field that is missing or malformed falls back to its
 * default, and an unreadable value gives the defaults, so a corrupt entry can never break the app.
 */
export function parseSiteState(raw: string | null | undefined): SiteState {
  if (!raw) return defaultSiteState;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return defaultSiteState;
  }
  if (!isRecord(data)) return defaultSiteState;
  const user = data.currentUser;
  const userId = isRecord(user) ? user.id : undefined;
  return {
    theme: data.theme === 'dark' || data.theme === 'light' ? data.theme : defaultSiteState.theme,
    isAdmin: typeof data.isAdmin === 'boolean' ? data.isAdmin : defaultSiteState.isAdmin,
    currentUser:
      typeof userId === 'number' && Number.isSafeInteger(userId) && userId > 0
        ? { id: userId }
        : defaultSiteState.currentUser,
  };
}

/** A persisted, subscribable site state (framework-free; React binds it with `useSiteState`). */
export interface SiteStore {
  /** The current state; the same object until it changes. */
  getSnapshot: () => SiteState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Merges a partial state (or the result of an updater), stores it and notifies. */
  update: (patch: Partial<SiteState> | ((state: SiteState) => Partial<SiteState>)) => void;
  /** Goes back to the defaults. */
  reset: () => void;
  /** Re-reads the storage, e.g. after another tab wrote it. */
  reload: () => void;
}

/** Creates a site store on a storage (localStorage in the app, a fake in tests). */
export function createSiteStore(
  storage: SiteStorage | null,
  key: string = siteStateKey,
): SiteStore {
  const read = (): SiteState => {
    try {
      return parseSiteState(storage?.getItem(key));
    } catch {
      // Storage can throw when it is disabled (privacy settings): run on the defaults.
      return defaultSiteState;
    }
  };
  let state = read();
  const listeners = new Set<() => void>();
  const set = (next: SiteState) => {
    if (
      next.theme === state.theme &&
      next.isAdmin === state.isAdmin &&
      next.currentUser.id === state.currentUser.id
    )
      return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const update: SiteStore['update'] = (patch) => {
    const partial = typeof patch === 'function' ? patch(state) : patch;
    // Re-validated so that a caller cannot store what a later read would reject.
    const next = parseSiteState(JSON.stringify({ ...state, ...partial }));
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // A full or disabled storage must not stop the change in this tab.
    }
    set(next);
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
    reset: () => update(defaultSiteState),
    reload: () => set(read()),
  };
}

const browserStorage = (): SiteStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The app's site store on localStorage. */
export const siteStore: SiteStore = createSiteStore(browserStorage());
