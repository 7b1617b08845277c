// One stylesheet per package, in dependency order, and the optional global reset first.
import '@altalena/tokens/reset.css';
import '@altalena/tokens/styles.css';
import '@altalena/ui/styles.css';
import '@altalena/forms/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createServices, loadApiBaseUrl } from './services';

const services = createServices(await loadApiBaseUrl());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
