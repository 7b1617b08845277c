// The global reset (box sizing, body font and colours, headings, reduced motion) is opt-in for a portal.
import '@altalena/tokens/reset.css';
import { detectBrowserLocale } from '@altalena/i18n';
import { themeClass } from '@altalena/tokens';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { config as zodConfig } from 'zod';
import { App, reportRouteError } from './app/App';
import { routes } from './app/routes';
import { appServices } from './app/services';
import { createVersionWatcher, reloadOnNextNavigation } from './app/version/buildVersion';
import { siteStore } from './state/siteState';

// The CSP forbids eval, so zod's compiled parsers cannot run here; without `jitless` its probe for them
// would only cost a reported CSP violation on every page load.
zodConfig({ jitless: true });

// Decided before the first render so that the page never flashes the wrong language or theme.
const locale = detectBrowserLocale();
const { theme } = siteStore.getSnapshot();
const html = document.documentElement;
html.lang = locale;
// A prerendered page comes with the light theme's class, which the theme script may have swapped.
for (const [mode, className] of Object.entries(themeClass)) {
  html.classList.toggle(className, mode === theme);
}
html.dataset.theme = theme;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const router = createBrowserRouter(routes);

// docs/spec/original-specification.md §4/§7: a new build is detected by polling; the next navigation then
// loads the page afresh. The service worker (src/sw, lazily loaded after the page: the login page's JS
// stays as it is) follows the same rule: a new build's worker installs in the background and takes over
// on that reload, never in the middle of work.
if (import.meta.env.PROD) {
  const serviceWorker = () => import('./app/serviceWorker');
  const watcher = createVersionWatcher({
    runningBuildId: import.meta.env.VITE_BUILD_ID,
    // This module is the entry: in the build its URL is the entry chunk the manifest names.
    runningEntry: import.meta.url,
    onNewBuild: () => void serviceWorker().then((worker) => worker.checkForNewWorker()),
    // What the last poll found, on the page: `current` or `new` (the e2e tests wait on it).
    onChecked: (newBuild) => (html.dataset.buildCheck = newBuild ? 'new' : 'current'),
  });
  watcher.start();
  reloadOnNextNavigation(router, watcher, (href) => {
    void serviceWorker()
      .then((worker) => worker.activateWaitingWorker())
      .catch(() => undefined)
      .finally(() => window.location.assign(href));
  });
  if ('serviceWorker' in navigator) {
    const register = () =>
      void serviceWorker().then(async (worker) => {
        await worker.registerServiceWorker();
        // Where the worker cannot read the `lan` cookie it opens the login page in the language told.
        worker.followLanguage();
      });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}

/** Resolves once the first route's loaders and lazy modules are in. */
const firstRouteReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

// The first render waits for the route: a prerendered page (prerendered/…, sent by the server for
// /auth/login) stays on screen until the live one replaces it, never an empty page in between.
void firstRouteReady().then(() => {
  // React logs each error an error boundary caught; the router's answers (404, 403) are not errors.
  const root = createRoot(container, { onCaughtError: reportRouteError });
  // As a transition React renders the first page in slices, between which the browser stays responsive.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App initialLocale={locale} router={router} services={appServices} />
      </StrictMode>,
    );
  });
});
