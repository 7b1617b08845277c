import { mediaUp, mobileBreakpoint } from '@altalena/tokens';
import { useSyncExternalStore } from 'react';

const desktopQuery = () => window.matchMedia(mediaUp(mobileBreakpoint));

function subscribe(onChange: () => void): () => void {
  const query = desktopQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is a phone's: narrower than the tokens' `mobileBreakpoint` (960 px), where the
 * app uses its mobile layout (lists as cards, "My day" first).
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !desktopQuery().matches,
    () => false,
  );
}
