import type { Customer, Page, User } from '@altalena/contracts';
import { QueryClient, hashKey } from '@tanstack/query-core';
import { createApiClient } from '../client';
import { sendJson, startTestServer } from '../private/testServer';
import type { TestServer } from '../private/testServer';
import { dashboardQuery, parkMarkersQuery } from './dashboardQueries';
import { fileContentQuery } from './fileQueries';
import { currentUserQuery } from './sessionQueries';
import { clientSettingsQuery } from './settingsQueries';
import { createResources } from './definitions';
import { invalidateAfterWrite, resourceQueries } from './queries';
import { API_QUERY_ROOT, ApiRequestError } from './queryOptions';

const me: User = {
  id: 7,
  version: 1,
  username: 'rossi',
  email: 'rossi@example.it',
  first_name: 'Mario',
  last_name: 'Rossi',
  is_admin: false,
  customer_id: 3,
  language: 'it',
  is_active: true,
  must_change_password: false,
  last_login_at: null,
  reminder_opt_outs: [],
};
const markers = {
  id: [1],
  name: ['Parco Sempione'],
  city: ['Milano'],
  latitude: [45.47],
  longitude: [9.17],
  worst_open_risk: [null],
  overdue: [false],
  next_due_on: [null],
};
const settings = { map_tiles: null };
const photo = 'jpeg bytes';

let server: TestServer;
let token: string | null = 'first';

beforeAll(async () => {
  server = await startTestServer((request, res) => {
    const url = new URL(request.url, 'http://localhost');
    if (request.headers.authorization !== 'Token first')
      return sendJson(res, 401, { detail: 'invalid_token' });
    if (url.pathname === '/api/v1/settings/') return sendJson(res, 200, settings);
    if (url.pathname === '/api/v1/parks/markers/') return sendJson(res, 200, markers);
    if (url.pathname === '/api/v1/users/me/') return sendJson(res, 200, me);
    if (url.pathname === '/api/v1/files/3/content/') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(`${photo} ${url.searchParams.get('variant')}`);
    }
    sendJson(res, 404, { detail: 'not_found' });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  token = 'first';
  server.requests.length = 0;
});

function api() {
  const client = createApiClient({
    baseUrl: server.baseUrl,
    session: { getToken: () => token, isValid: () => token !== null },
    sleep: async () => undefined,
  });
  return { client, resources: createResources(client) };
}

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('query options of the API', () => {
  it('key every read under the API root, the same for the same arguments and apart for others', () => {
    const { client, resources } = api();
    const customers = resourceQueries(resources.customers);
    const factories = [
      () => customers.list({ search: 'Parco' }),
      () => customers.detail(1),
      () => clientSettingsQuery(client),
      () => fileContentQuery(client, 3, 'thumb'),
      () => dashboardQuery(client),
      () => parkMarkersQuery(client),
      () => currentUserQuery(client, 'first'),
    ];
    const hashes = factories.map((factory) => {
      const { queryKey } = factory();
      expect(queryKey[0]).toBe(API_QUERY_ROOT);
      expect(hashKey(factory().queryKey)).toBe(hashKey(queryKey));
      return hashKey(queryKey);
    });
    expect(new Set(hashes).size).toBe(factories.length);
    expect(fileContentQuery(client, 3, 'display').queryKey).not.toEqual(
      fileContentQuery(client, 3, 'thumb').queryKey,
    );
    expect(currentUserQuery(client, 'second').queryKey).not.toEqual(
      currentUserQuery(client, 'first').queryKey,
    );
  });

  it('read settings, markers, the current user and a photo through a real QueryClient', async () => {
    const { client } = api();
    const queryClient = noRetry();
    await expect(queryClient.fetchQuery(clientSettingsQuery(client))).resolves.toEqual(settings);
    await expect(queryClient.fetchQuery(parkMarkersQuery(client))).resolves.toEqual(markers);
    await expect(queryClient.ensureQueryData(currentUserQuery(client, token))).resolves.toEqual(me);
    const blob = await queryClient.fetchQuery(fileContentQuery(client, 3, 'thumb'));
    expect(await blob.text()).toBe(`${photo} thumb`);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/v1/settings/',
      '/api/v1/parks/markers/',
      '/api/v1/users/me/',
      '/api/v1/files/3/content/?variant=thumb',
    ]);
    // A second read of the user and the photo comes from the cache.
    await queryClient.ensureQueryData(currentUserQuery(client, token));
    await queryClient.fetchQuery(fileContentQuery(client, 3, 'thumb'));
    expect(server.requests).toHaveLength(4);
    expect(queryClient.getQueryData(currentUserQuery(client, token).queryKey)?.username).toBe(
      'rossi',
    );
  });

  it('throw a refused read as ApiRequestError with its status (the session guard ends on 401)', async () => {
    const { client } = api();
    token = 'revoked';
    const error = await noRetry()
      .fetchQuery(currentUserQuery(client, token))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
  });

  it('refresh the markers after a write of parks, never the photos after a write of files', async () => {
    const { client, resources } = api();
    const queryClient = noRetry();
    await queryClient.fetchQuery(parkMarkersQuery(client));
    await queryClient.fetchQuery(fileContentQuery(client, 3, 'display'));
    await invalidateAfterWrite(queryClient, resources.parks);
    await invalidateAfterWrite(queryClient, resources.files);
    const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(state(parkMarkersQuery(client).queryKey)).toBe(true);
    expect(state(fileContentQuery(client, 3, 'display').queryKey)).toBe(false);
  });

  it('are all forgotten by removing the API root, as a sign-out does', async () => {
    const { client, resources } = api();
    const queryClient = noRetry();
    queryClient.setQueryData(resourceQueries(resources.customers).listKey({}), {
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    await queryClient.fetchQuery(clientSettingsQuery(client));
    await queryClient.fetchQuery(currentUserQuery(client, token));
    await queryClient.fetchQuery(fileContentQuery(client, 3, 'thumb'));
    queryClient.removeQueries({ queryKey: [API_QUERY_ROOT] });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('type the cache by the key: setQueryData wants the data type and getQueryData returns it', () => {
    const { client, resources } = api();
    const queryClient = new QueryClient();
    const customers = resourceQueries(resources.customers);
    const emptyPage = { count: 0, next: null, previous: null, results: [] };

    expectTypeOf(queryClient.getQueryData(customers.detail(1).queryKey)).toEqualTypeOf<
      Customer | undefined
    >();
    expectTypeOf(queryClient.getQueryData(customers.listKey({}))).toEqualTypeOf<
      Page<Customer> | undefined
    >();
    expectTypeOf(
      queryClient.getQueryData(currentUserQuery(client, 'first').queryKey),
    ).toEqualTypeOf<User | undefined>();
    expectTypeOf(
      queryClient.getQueryData(fileContentQuery(client, 1, 'thumb').queryKey),
    ).toEqualTypeOf<Blob | undefined>();
    queryClient.setQueryData(customers.listKey({}), emptyPage);
    // @ts-expect-error a list page is not a customer
    queryClient.setQueryData(customers.detail(1).queryKey, emptyPage);
    // @ts-expect-error an updater gets and gives a customer
    queryClient.setQueryData(customers.detailKey(1), (old) => old?.name);
    // @ts-expect-error the user's key holds a user
    queryClient.setQueryData(currentUserQuery(client, 'first').queryKey, { id: 7 });
    expect(queryClient.getQueryData(customers.listKey({}))).toEqual(emptyPage);
  });

  it('fit a query function context of another copy of query-core (its QueryClient is another class)', () => {
    const { client } = api();
    // Two copies' `QueryClient` classes are unrelated types: their private members never match.
    class OtherQueryClient {
      readonly #cache = new Map<string, unknown>();
      size = () => this.#cache.size;
    }
    type OtherContext = {
      client: OtherQueryClient;
      queryKey: readonly unknown[];
      signal: AbortSignal;
      meta: Record<string, unknown> | undefined;
    };
    type OtherQueryFn<T> = (context: OtherContext) => T | Promise<T>;
    expectTypeOf(clientSettingsQuery(client).queryFn).toExtend<
      OtherQueryFn<{ map_tiles: { url: string; attribution: string } | null }>
    >();
    expectTypeOf(currentUserQuery(client, null).queryFn).toExtend<OtherQueryFn<User>>();
    expectTypeOf(clientSettingsQuery(client).queryFn).not.toExtend<OtherQueryFn<User>>();
  });
});
