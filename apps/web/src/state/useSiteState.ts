import { useEffect, useSyncExternalStore } from 'react';
import { siteStateKey, siteStore, type SiteState, type SiteStore } from './siteState';

/** The persisted site state and its updater, re-rendering on every change (also from other tabs). */
export function useSiteState(store: SiteStore = siteStore): [SiteState, SiteStore['update']] {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === siteStateKey) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return [state, store.update];
}
