import { createMemoryStorage, storedToken } from '@altalena/auth';
import { createMemoryRouter } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import { createAppServices } from '../app/services';
import { createSiteStore } from '../state/siteState';
import { deleteOfflineDb, offlineDbName, openOfflineDb, removeOfflineDb } from './db';

// Signing out of the real app in Chromium with its real IndexedDB (docs/web.md#signing-out): the
// user's offline database goes with the session, after a question when changes would be lost. The
// API answers come from an injected fetch, as in app/AppAuth.test.tsx.

const USER_ID = 7301;
const user = {
  id: USER_ID,
  version: 1,
  username: 'cliente',
  email: 'c@example.com',
  first_name: 'Anna',
  last_name: 'Verdi',
  is_admin: false,
  customer_id: 2,
  language: 'en',
  is_active: true,
  must_change_password: false,
  last_login_at: null,
  reminder_opt_outs: [],
};
const session = {
  AUTH_TOKEN: 'c'.repeat(64),
  AUTH_TOKEN_EXPIRE: new Date(Date.now() + 3_600_000).toISOString(),
  AUTH_USERNAME: 'cliente',
  AUTH_USER: JSON.stringify(user),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The signed-in app on the customer's dashboard; `offline` makes every request fail as no signal does. */
async function signedIn(offline: boolean) {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (offline) throw new TypeError('Failed to fetch');
    // The server is busy for writes of inspections: the outbox keeps its change, waiting.
    if (url.includes('/inspections/')) return json(503, { detail: 'unavailable', errors: [] });
    return url.endsWith('/users/me/') ? json(200, user) : json(200, { is_authenticated: true });
  }) as typeof globalThis.fetch;
  const storage = createMemoryStorage(session);
  const services = createAppServices({ storage, fetch, siteStore: createSiteStore(null) });
  const router = createMemoryRouter(createRoutes(services), {
    initialEntries: ['/dashboard/customer'],
  });
  const screen = await render(<App initialLocale="en" router={router} services={services} />);
  await expect
    .element(screen.getByRole('heading', { level: 1, name: 'Hello, Anna Verdi!' }))
    .toBeVisible();
  return { screen, router, storage, requests };
}

/** An outcome recorded on this device and not sent: what the outbox keeps. */
async function unsentChange() {
  const db = await openOfflineDb(USER_ID);
  await db.add('outbox', {
    inspectionId: 2,
    kind: 'item',
    createdAt: new Date().toISOString(),
    payload: { kind: 'item', itemId: 11, edit: { outcome: 'ok' }, version: 1 },
    state: { kind: 'waiting', attempt: 0 },
  });
  await db.put('blobs', new Blob(['photo']), 'photo-1');
}

const databaseExists = async () =>
  (await indexedDB.databases()).some((each) => each.name === offlineDbName(USER_ID));

type Screen = Awaited<ReturnType<typeof signedIn>>['screen'];
async function chooseFromUserMenu(screen: Screen, item: string) {
  await screen.getByRole('button', { name: /^User menu/ }).click();
  await screen.getByRole('menuitem', { name: item, exact: true }).click();
}

beforeEach(async () => {
  await deleteOfflineDb(USER_ID);
});

afterAll(async () => {
  await deleteOfflineDb(USER_ID);
});

describe('signing out', () => {
  it('asks first when changes would be lost (no connection); "Stay" keeps everything, confirming deletes the offline data', async () => {
    await unsentChange();
    const { screen, router, storage } = await signedIn(true);

    await chooseFromUserMenu(screen, 'Log out');
    const question = screen.getByRole('alertdialog', {
      name: 'Sign out and lose what is not sent?',
    });
    await expect
      .element(question)
      .toHaveTextContent(
        '1 change recorded on this device has not reached the server yet. Signing out deletes it from this device: it will be lost.',
      );
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect.element(question).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/customer');
    expect(storedToken(storage)).toBe(session.AUTH_TOKEN);
    expect(await databaseExists()).toBe(true);

    await chooseFromUserMenu(screen, 'Log out');
    await screen.getByRole('button', { name: 'Sign out and discard' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(storedToken(storage)).toBeNull();
    // The user kept for opening the app with no connection goes too.
    expect(storage.getItem('AUTH_USER')).toBeNull();
    await expect.poll(databaseExists).toBe(false);
  });

  it('asks online too, while the server has not taken the change', async () => {
    await unsentChange();
    const { screen, router } = await signedIn(false);
    await chooseFromUserMenu(screen, 'Log out');
    const question = screen.getByRole('alertdialog', {
      name: 'Sign out and lose what is not sent?',
    });
    await expect.element(question).toHaveTextContent('1 change recorded on this device');
    await question.getByRole('button', { name: 'Sign out and discard' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    await expect.poll(databaseExists).toBe(false);
  });

  it('says how many changes would be lost when logging out of all devices', async () => {
    await unsentChange();
    await unsentChange();
    const { screen } = await signedIn(true);
    await chooseFromUserMenu(screen, 'Log out of all devices');
    await expect
      .element(screen.getByRole('alertdialog'))
      .toHaveTextContent('2 changes recorded on this device have not reached the server yet.');
  });

  it('deletes the offline data without asking when everything is on the server', async () => {
    const { screen, storage, requests } = await signedIn(false);
    // The shell opened the user's database (downloads, outbox).
    await expect.poll(databaseExists).toBe(true);
    await chooseFromUserMenu(screen, 'Log out');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(requests.some((url) => url.endsWith('/auth/logout/'))).toBe(true);
    expect(storage.getItem('AUTH_USER')).toBeNull();
    await expect.poll(databaseExists).toBe(false);
  });

  it('closes this page’s connection first, and is not held up by another that stays open: the database goes when it closes', async () => {
    // This page's connection, as the outbox holds it.
    await openOfflineDb(USER_ID);
    expect(await removeOfflineDb(USER_ID)).toBe('deleted');
    expect(await databaseExists()).toBe(false);

    await openOfflineDb(USER_ID);
    // Another page's connection that ignores the request to close (the app's own pages do close).
    const other = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(offlineDbName(USER_ID));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect(await removeOfflineDb(USER_ID)).toBe('pending');
    expect(await databaseExists()).toBe(true);
    other.close();
    await expect.poll(databaseExists).toBe(false);
  });
});
