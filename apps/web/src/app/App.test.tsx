import { createMemoryRouter, data, type RouteObject } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { siteStateKey, siteStore } from '../state/siteState';
import { App } from './App';
import { routes } from './routes';

/** The app's routes plus one whose loader fails with `status`. */
function routesWithFailure(status: number): RouteObject[] {
  const root = routes[0] as RouteObject & { index?: false };
  return [
    {
      ...root,
      children: [
        ...(root?.children ?? []),
        {
          path: 'failing',
          loader: () => {
            throw data(null, { status });
          },
          Component: () => null,
        },
      ],
    },
  ];
}

function renderApp(path: string, locale: 'en' | 'it' = 'en', status = 403) {
  const router = createMemoryRouter(routesWithFailure(status), { initialEntries: [path] });
  return render(<App initialLocale={locale} router={router} />);
}

const clearCookie = () => {
  document.cookie = 'lan=; Max-Age=0; Path=/';
};

describe('App', () => {
  beforeEach(() => {
    siteStore.reset();
    localStorage.removeItem(siteStateKey);
    clearCookie();
  });
  afterEach(clearCookie);

  it('renders the landing page on /', async () => {
    const screen = await renderApp('/');
    await expect
      .element(
        screen.getByRole('heading', {
          level: 1,
          name: 'Safe playgrounds, inspected and documented',
        }),
      )
      .toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('persists the theme toggle in the site state and on <html>', async () => {
    const screen = await renderApp('/');
    await screen.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => document.documentElement.dataset.theme).toBe('dark');
    expect(JSON.parse(localStorage.getItem(siteStateKey)!)).toMatchObject({ theme: 'dark' });
    await screen.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => document.documentElement.dataset.theme).toBe('light');
  });

  it('switches the language at runtime and stores it in the lan cookie', async () => {
    const screen = await renderApp('/');
    await screen.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Italiano' }).click();
    await expect
      .element(
        screen.getByRole('heading', {
          level: 1,
          name: 'Aree gioco sicure, ispezionate e documentate',
        }),
      )
      .toBeVisible();
    expect(document.cookie).toContain('lan=it');
    expect(document.documentElement.lang).toBe('it');
  });

  it('shows the 404 page on unknown routes; "Vai alla home" goes to /', async () => {
    const screen = await renderApp('/nowhere', 'it');
    await expect.element(screen.getByText('Risorsa non trovata.')).toBeVisible();
    await screen.getByRole('button', { name: 'Vai alla home' }).click();
    await expect
      .element(
        screen.getByRole('heading', {
          level: 1,
          name: 'Aree gioco sicure, ispezionate e documentate',
        }),
      )
      .toBeVisible();
  });

  it('shows any route error with its status, and going home clears it', async () => {
    const screen = await renderApp('/failing', 'it', 403);
    await expect.element(screen.getByRole('heading', { name: '403' })).toBeVisible();
    await expect.element(screen.getByText('Si è verificato un errore')).toBeVisible();
    await screen.getByRole('button', { name: 'Vai alla home' }).click();
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aree gioco');
    await expect.element(screen.getByText('Si è verificato un errore')).not.toBeInTheDocument();
  });
});
