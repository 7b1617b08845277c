import { useEffect } from 'react';
import { useServices } from '../ServicesContext';

/**
 * Connects the query cache to the user's offline downloads (docs/web.md#offline-downloads) for as long
 * as the shell is shown. The code (and `idb`) loads apart, after the shell: it is not in the way of the
 * first screen. When the connection drops before it has loaded, it tries again once back online.
 */
export function useOfflineCache(userId: number): void {
  const { queries } = useServices();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    const connect = () => {
      Promise.all([queries.load(), import('../../offline/connect')])
        .then(async ([queryClient, offline]) => {
          const disconnect = await offline.connectUserOfflineCache(queryClient, userId);
          if (live) stop = disconnect;
          else disconnect();
        })
        .catch(() => {
          // A chunk fetched while the signal dropped in the park fails: the next `online` retries it.
          if (live) window.addEventListener('online', connect, { once: true });
        });
    };
    connect();
    return () => {
      live = false;
      window.removeEventListener('online', connect);
      stop?.();
    };
  }, [queries, userId]);
}
