// The app's side of its service worker (src/sw/sw.ts): registration once the page has loaded, and the
// update rule: a new build's worker installs in the background and takes over only when the app reloads on
// a navigation (src/app/version), never in the middle of work.
import { isLocale } from '@altalena/i18n';
import { languageMessage, SKIP_WAITING_MESSAGE } from '../../sw/messages';

/** Where the build writes the worker (vite-plugin-pwa, `injectManifest`). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The part of `navigator.serviceWorker` used here. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'register' | 'getRegistration' | 'controller' | 'addEventListener' | 'removeEventListener'
>;

/** The browser's service worker container, or null where there is none (http on another host, old browsers). */
export function browserContainer(): WorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : null;
}

/**
 * Registers the worker for the whole site. The worker script is always revalidated past the HTTP cache
 * (`updateViaCache: 'none'`), so a deploy is seen at the next check. A failed registration only means no
 * offline support: it is logged, never shown.
 */
export async function registerServiceWorker(
  container: WorkerContainer | null = browserContainer(),
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  try {
    return await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    console.warn('The service worker could not be registered: no offline support.', error);
    return null;
  }
}

/** Asks the browser to fetch the worker now (a new build is known), so it installs before the next navigation. */
export async function checkForNewWorker(
  container: WorkerContainer | null = browserContainer(),
): Promise<void> {
  try {
    await (await container?.getRegistration())?.update();
  } catch {
    // Offline or a deploy in progress: the browser checks again on its own.
  }
}

/** Resolves once a worker has left the `installing` state (installed, or redundant after a failure). */
function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', settle);
      resolve();
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/**
 * Before the page loads afresh for a new build: lets the new worker finish installing, then makes it take
 * over, so that the reload is answered with the new build's files. Resolves at once when there is no new
 * worker (the reload then goes to the current one, or to the network).
 */
export async function activateWaitingWorker(
  container: WorkerContainer | null = browserContainer(),
): Promise<void> {
  const registration = await container?.getRegistration();
  if (!container || !registration) return;
  if (registration.installing) await installed(registration.installing);
  const { waiting } = registration;
  if (!waiting) return;
  // Without a controlling worker the reload goes to the network and the new worker activates by itself.
  if (!container.controller) return;
  // Settles when the new worker controls the page, or when it failed to activate (the reload then goes to
  // the current worker): the navigation is never left hanging.
  const controllerChanged = new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'redundant') resolve();
    });
  });
  waiting.postMessage(SKIP_WAITING_MESSAGE);
  await controllerChanged;
}

/** The UI language and its switches, as {@link followLanguage} reads them. */
export interface LanguageSource {
  /** The UI language now (a language code; anything else is not told). */
  current(): string;
  /** Calls `listener` on every switch; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The page's UI language: the root element's `lang`, which AltalenaProvider sets on every switch. */
export function documentLanguage(root: HTMLElement = document.documentElement): LanguageSource {
  return {
    current: () => root.lang,
    subscribe(listener) {
      const observer = new MutationObserver(listener);
      observer.observe(root, { attributes: true, attributeFilter: ['lang'] });
      return () => observer.disconnect();
    },
  };
}

/**
 * Tells the worker the UI language now, whenever a worker takes control, and on every switch, so that
 * with no connection it opens the login page in that language where it cannot read the `lan` cookie
 * (outside Chromium). Returns the stop.
 */
export function followLanguage(
  container: WorkerContainer | null = browserContainer(),
  language: LanguageSource = documentLanguage(),
): () => void {
  if (!container) return () => undefined;
  const tell = async () => {
    const locale = language.current();
    if (!isLocale(locale)) return;
    const message = languageMessage(locale);
    container.controller?.postMessage(message);
    // The first worker is active before it controls the page (it claims it a moment later).
    const active = (await container.getRegistration())?.active;
    if (active && active !== container.controller) active.postMessage(message);
  };
  const told = () => void tell().catch(() => undefined);
  const unsubscribe = language.subscribe(told);
  container.addEventListener('controllerchange', told);
  told();
  return () => {
    unsubscribe();
    container.removeEventListener('controllerchange', told);
  };
}
