import { useEffect } from 'react';

/** Milliseconds the shell waits for an idle moment before fetching the screens' shared code anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Fetches the screens' shared code (lists, forms, fields) once the signed-in shell has rendered and the
 * browser is idle: the first screen the user opens then loads only its own chunk. Production builds
 * only; the dev server compiles on demand.
 */
export function useScaffoldPrefetch() {
  useEffect(() => {
    if (!import.meta.env.PROD) return undefined;
    const prefetch = () => void import('../../scaffold/prefetch').catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(id);
  }, []);
}
