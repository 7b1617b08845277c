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
import { isSkipWaitingMessage, languageOf } from './messages';
import {
  APP_SHELL_URL,
  isAppNavigation,
  lanCookieFor,
  prerenderedPageUrl,
  type LanCookieRead,
} from './navigation';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files with their revisions, written in by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  /**
   * The Cookie Store API (Chromium only, in workers); a worker cannot read the `Cookie` header of its
   * requests, so elsewhere the page tells it the language.
   */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The `lan` cookie's value, where the browser lets the worker read it (the Cookie Store API). */
async function readLanCookie(): Promise<LanCookieRead> {
  if (!self.cookieStore) return 'unreadable';
  try {
    const cookie = await self.cookieStore.get(lanCookieName);
    return { value: cookie?.value ?? null };
  } catch {
    return 'unreadable';
  }
}

// The language the page told the worker, kept across restarts of the worker and its updates (Cache
// Storage, apart from Workbox's precache, which cleanupOutdatedCaches never touches).
const SETTINGS_CACHE = 'altalena-settings';
const LANGUAGE_ENTRY = '/__altalena/language';

async function toldLanguage(): Promise<string | null> {
  try {
    const stored = await (await caches.open(SETTINGS_CACHE)).match(LANGUAGE_ENTRY);
    return stored ? await stored.text() : null;
  } catch {
    return null;
  }
}

async function keepLanguage(locale: string): Promise<void> {
  await (await caches.open(SETTINGS_CACHE)).put(LANGUAGE_ENTRY, new Response(locale));
}

const appShell = createHandlerBoundToURL(APP_SHELL_URL);

// Every client-side route gets the app shell from the precache (online too: a new build arrives as a new
// worker, see src/app/serviceWorker), the login page its prerendered page in the language the server would
// send. Anything else (the API, the version files, files of another build) goes to the network as if there
// were no worker.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname),
  async (options) => {
    const read = await readLanCookie();
    const page = prerenderedPageUrl(
      options.url.pathname,
      lanCookieFor(read, read === 'unreadable' ? await toldLanguage() : null),
      self.navigator.languages,
    );
    const prerendered = page === null ? undefined : await matchPrecache(page);
    return prerendered ?? appShell(options);
  },
);

// A new worker waits until the app reloads on a navigation (never mid-inspection), then takes over.
// The page tells the UI language, for browsers whose workers cannot read the `lan` cookie.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  const locale = languageOf(event.data);
  if (locale !== null) event.waitUntil(keepLanguage(locale));
});

// The page that installed the first worker comes under its control at once, so that its own requests
// (lazy chunks) are answered from the precache from then on.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
