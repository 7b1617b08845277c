import { detectBrowserLocale } from '@altalena/i18n';
import { themeClass } from '@altalena/tokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
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

createRoot(container).render(
  <StrictMode>
    <App
      initialLocale={locale}
      router={createBrowserRouter(routes)}
      queryClient={createQueryClient()}
    />
  </StrictMode>,
);
