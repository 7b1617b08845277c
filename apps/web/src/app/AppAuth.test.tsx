import { createMemoryStorage, storedToken } from '@altalena/auth';
import { createMemoryRouter } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { createSiteStore } from '../state/siteState';
import { App } from './App';
import { createRoutes } from './routes';
import { createAppServices } from './services';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = {
  id: 5,
  version: 1,
  username: 'cliente',
  email: 'c@example.com',
  first_name: 'Anna',
  last_name: 'Verdi',
  is_admin: false,
  customer_id: 2,
  // The tests read English screens: the signed-in app speaks the profile's language.
  language: 'en',
  is_active: true,
  must_change_password: false,
  last_login_at: null,
  reminder_opt_outs: [],
};

/** The app on a memory storage whose API answers come from `answer` (an injected fetch, no network). */
async function renderApp(
  path: string,
  answer: (url: string, init?: RequestInit) => Response,
  stored = {},
) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, authorization: new Headers(init?.headers).get('authorization') });
    return answer(url, init);
  }) as typeof globalThis.fetch;
  const storage = createMemoryStorage(stored);
  const siteStore = createSiteStore(null);
  const services = createAppServices({ storage, fetch, siteStore });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  const screen = await render(<App initialLocale="en" router={router} services={services} />);
  return { screen, router, storage, calls, siteStore };
}

const validSession = {
  AUTH_TOKEN: 'b'.repeat(64),
  AUTH_TOKEN_EXPIRE: new Date(Date.now() + 3_600_000).toISOString(),
  AUTH_USERNAME: 'cliente',
};

describe('App auth guards (injected fetch)', () => {
  it('sends a visitor without a session from a protected page to the login, keeping the target', async () => {
    const { screen, router, calls } = await renderApp('/dashboard/customer', () => json(500, {}));
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?next=%2Fdashboard%2Fcustomer');
    expect(calls).toEqual([]);
  });

  it('uses the stored session at once, checked by one /users/me/, then redirects /dashboard by role', async () => {
    const { screen, router, calls, siteStore } = await renderApp(
      '/dashboard',
      (url) =>
        url.endsWith('/users/me/') ? json(200, user) : json(200, { is_authenticated: true }),
      validSession,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Hello, Anna Verdi!' }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/customer');
    // One answer for who I am: no separate session check before it, and asked once for both routes.
    const who = calls.filter(({ url }) => /\/(users\/me|auth\/is-authenticated)\/$/.test(url));
    expect(who).toEqual([{ url: '/api/v1/users/me/', authorization: `Token ${'b'.repeat(64)}` }]);
    expect(siteStore.getSnapshot()).toMatchObject({ isAdmin: false, currentUser: { id: 5 } });
  });

  it('clears a token the server refuses and shows the login', async () => {
    const { screen, router, storage } = await renderApp(
      '/dashboard',
      () => json(401, { detail: 'not_authenticated', error_list: [] }),
      validSession,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(storage.getItem('AUTH_TOKEN')).toBeNull();
  });

  it('shows the 404 page to a customer on /dashboard/admin', async () => {
    const { screen } = await renderApp(
      '/dashboard/admin',
      (url) =>
        url.endsWith('/users/me/') ? json(200, user) : json(200, { is_authenticated: true }),
      validSession,
    );
    await expect.element(screen.getByRole('heading', { name: '404' })).toBeVisible();
    await expect.element(screen.getByText('Resource not found.')).toBeVisible();
  });

  it('shows the error page, not a blank screen, when /users/me/ fails', async () => {
    const { screen } = await renderApp(
      '/dashboard',
      (url) => (url.endsWith('/users/me/') ? json(502, {}) : json(200, { is_authenticated: true })),
      validSession,
    );
    await expect.element(screen.getByRole('heading', { name: '500' })).toBeVisible();
  });

  it('keeps the user of a confirmed session for opening the app with no connection', async () => {
    const { screen, storage } = await renderApp(
      '/dashboard/customer',
      (url) =>
        url.endsWith('/users/me/') ? json(200, user) : json(200, { is_authenticated: true }),
      validSession,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Hello, Anna Verdi!' }))
      .toBeVisible();
    expect(JSON.parse(storage.getItem('AUTH_USER') ?? 'null')).toEqual(user);
  });

  it('opens signed in with no connection, on the stored session and its user', async () => {
    const { screen, router, storage, calls, siteStore } = await renderApp(
      '/dashboard/customer',
      () => {
        throw new TypeError('Failed to fetch');
      },
      { ...validSession, AUTH_USER: JSON.stringify(user) },
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Hello, Anna Verdi!' }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/customer');
    // The server was asked (and could not answer): the session is kept, not ended.
    expect(calls.some(({ url }) => url.endsWith('/users/me/'))).toBe(true);
    expect(storedToken(storage)).toBe(validSession.AUTH_TOKEN);
    expect(siteStore.getSnapshot()).toMatchObject({ currentUser: { id: 5 } });
  });

  it.each([
    ['no user was stored', validSession],
    ['the stored one no longer reads as a user', { ...validSession, AUTH_USER: '{"id":"x"}' }],
  ])('shows the error page with no connection when %s, keeping the session', async (_, stored) => {
    const { screen, storage } = await renderApp(
      '/dashboard/customer',
      (url) => {
        if (url.endsWith('/users/me/')) throw new TypeError('Failed to fetch');
        return json(200, { is_authenticated: true });
      },
      stored,
    );
    await expect.element(screen.getByRole('heading', { name: '500' })).toBeVisible();
    expect(storedToken(storage)).toBe(validSession.AUTH_TOKEN);
  });

  it('ends the session and goes to the login when /users/me/ refuses the token (revoked meanwhile)', async () => {
    const { screen, router, storage } = await renderApp(
      '/dashboard/customer',
      (url) =>
        url.endsWith('/users/me/')
          ? json(401, { detail: 'not_authenticated', error_list: [] })
          : json(200, { is_authenticated: true }),
      { ...validSession, AUTH_USER: JSON.stringify(user) },
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fdashboard%2Fcustomer');
    expect(storedToken(storage)).toBeNull();
    expect(storage.getItem('AUTH_USER')).toBeNull();
  });

  it.each([401, 403])(
    'ends a session refused with %i from an auth page and stays on the login page',
    async (status) => {
      const { screen, router, storage } = await renderApp(
        '/auth/login',
        (url) =>
          url.endsWith('/users/me/')
            ? json(status, { detail: 'not_authenticated', error_list: [] })
            : json(200, { is_authenticated: true }),
        { ...validSession, AUTH_USER: JSON.stringify(user) },
      );
      await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/auth/login');
      expect(storedToken(storage)).toBeNull();
    },
  );

  it('sends a logged-in user from an auth page to the dashboard', async () => {
    const { screen, router } = await renderApp(
      '/auth/login',
      (url) =>
        url.endsWith('/users/me/') ? json(200, user) : json(200, { is_authenticated: true }),
      validSession,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Hello, Anna Verdi!' }))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/customer');
  });
});
