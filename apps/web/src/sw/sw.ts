/// <reference lib="webworker" />
// The app's service worker (docs/web.md#installable-app-and-service-worker), built by vite-plugin-pwa
// (injectManifest): Workbox precaches the whole build, so every screen opens with no connection after one
// visit. The API is never cached here: the offline data lives in IndexedDB (src/offline/).
import { lanCookieName } from '@altalena/i18n/detection';
import {
  type PrecacheEntry,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isSkipWaitingMessage } from './messages';
import { APP_SHELL_URL, isAppNavigation, prerenderedPageUrl } from './navigation';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files with their revisions, written in by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  /** The Cookie Store API (Chromium); a worker cannot read the `Cookie` header of its requests. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The `lan` cookie as a `Cookie` header, where the browser lets the worker read it. */
async function lanCookie(): Promise<string | null> {
  try {
    const cookie = await self.cookieStore?.get(lanCookieName);
    return cookie ? `${lanCookieName}=${cookie.value}` : null;
  } catch {
    return null;
  }
}

const appShell = createHandlerBoundToURL(APP_SHELL_URL);

// Every client-side route gets the app shell from the precache (online too: a new build arrives as a new
// worker, see src/app/serviceWorker), the login page its prerendered page in the language the server would
// send. Anything else (the API, the version files, files of another build) goes to the network as if there
// were no worker.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname),
  async (options) => {
    const page = prerenderedPageUrl(
      options.url.pathname,
      await lanCookie(),
      self.navigator.languages,
    );
    const prerendered = page === null ? undefined : await matchPrecache(page);
    return prerendered ?? appShell(options);
  },
);

// A new worker waits until the app reloads on a navigation (never mid-inspection), then takes over.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// The page that installed the first worker comes under its control at once, so that its own requests
// (lazy chunks) are answered from the precache from then on.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
