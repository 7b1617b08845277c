import { useEffect } from 'react';

/**
 * Milliseconds the shell leaves to the page it opened with before it fetches the other screens' code:
 * its evaluation is a long task that would otherwise compete with that page's first renders.
 */
const START_DELAY_MS = 5_000;
/** Milliseconds it then waits for an idle moment before fetching anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/** Loads the screens' shared code (the scaffold), once: later calls get the same module. */
export const loadScaffold = () => import('../../scaffold/prefetch');

/**
 * Fetches the screens' shared code (lists, forms, fields) once the signed-in shell has settled and the
 * browser is idle: the next screen the user opens then loads only its own chunk. Production builds
 * only; the dev server compiles on demand.
 */
export function useScaffoldPrefetch() {
  useEffect(() => {
    if (!import.meta.env.PROD) return undefined;
    const prefetch = () => void loadScaffold().catch(() => undefined);
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS });
      else prefetch();
    }, START_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
}
