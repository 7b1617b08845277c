import { detectBrowserLocale } from '@altalena/i18n';
import { themeClass } from '@altalena/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/routes';
import { appServices } from './app/services';
import { createVersionWatcher, reloadOnNextNavigation } from './app/version/buildVersion';
import { siteStore } from './state/siteState';

// Decided before the first render so that the page never flashes the wrong language or theme.
const locale = detectBrowserLocale();
const { theme } = siteStore.getSnapshot();
const html = document.documentElement;
html.lang = locale;
html.classList.add(themeClass[theme]);
html.dataset.theme = theme;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const router = createBrowserRouter(routes);

// §4/§7: a new build is detected by polling; the next navigation then loads the page afresh.
if (import.meta.env.PROD) {
  const watcher = createVersionWatcher({
    runningBuildId: import.meta.env.VITE_BUILD_ID,
    // This module is the entry: in the build its URL is the entry chunk the manifest names.
    runningEntry: import.meta.url,
  });
  watcher.start();
  reloadOnNextNavigation(router, watcher);
}

createRoot(container).render(
  <StrictMode>
    <App initialLocale={locale} router={router} services={appServices} />
  </StrictMode>,
);
