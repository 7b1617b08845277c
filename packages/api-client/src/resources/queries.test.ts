import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { createApiClient } from '../client';
import { createResources } from './definitions';
import { REFERENCE_DATA_TTL_MS, invalidateAfterWrite, resourceQueries } from './queries';
import { ApiRequestError } from './queryOptions';

type Answer = { status: number; body: unknown };

function resourcesAnswering(answers: Answer[]) {
  const seen: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const client = createApiClient({ baseUrl: '/api/v1', fetch, sleep: async () => undefined });
  return { resources: createResources(client), seen };
}

const selectRow = {
  id: 1,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  created_by: null,
  list_key: 'material',
  code: 'wood',
  label_it: 'Legno',
  label_en: 'Wood',
  sort_order: 1,
  is_active: true,
};

describe('resource queries', () => {
  it('keys lists by resource and query, and fetches the parsed page', async () => {
    const { resources, seen } = resourcesAnswering([
      { status: 200, body: { count: 1, next: null, previous: null, results: [selectRow] } },
    ]);
    const selects = resourceQueries(resources.selects);
    const options = selects.list({ list_key: 'material' });
    expect(options.queryKey).toEqual(['api', 'selects/', 'list', { list_key: 'material' }]);
    const queryClient = new QueryClient();
    const page = await queryClient.fetchQuery(options);
    expect(page.results[0]?.label_it).toBe('Legno');
    expect(seen).toEqual(['/api/v1/selects/?list_key=material']);
  });

  it('keeps reference data fresh for 30 minutes and other data for the app default', () => {
    const { resources } = resourcesAnswering([]);
    expect(resourceQueries(resources.selects).list({}).staleTime).toBe(REFERENCE_DATA_TTL_MS);
    expect(resourceQueries(resources.quoteTypes).detail(1).staleTime).toBe(REFERENCE_DATA_TTL_MS);
    expect(resourceQueries(resources.customers).list({}).staleTime).toBeUndefined();
  });

  it('throws a failed answer as ApiRequestError with its key and status', async () => {
    const { resources } = resourcesAnswering([
      { status: 404, body: { detail: 'not_found', error_list: [] } },
    ]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await queryClient
      .fetchQuery(resourceQueries(resources.customers).detail(9))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).message).toBe('not_found');
  });

  it('after a write marks the resource and the resources it affects stale, and nothing else', async () => {
    const { resources } = resourcesAnswering([]);
    const queryClient = new QueryClient();
    const customers = resourceQueries(resources.customers);
    const users = resourceQueries(resources.customerUsers);
    const selects = resourceQueries(resources.selects);
    const empty = { count: 0, next: null, previous: null, results: [] };
    queryClient.setQueryData(customers.listKey({}), empty);
    queryClient.setQueryData(users.listKey({ customer_id: 1 }), empty);
    queryClient.setQueryData(selects.listKey({}), empty);
    await invalidateAfterWrite(queryClient, resources.customers);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(customers.listKey({}))).toBe(true);
    expect(stale(users.listKey({ customer_id: 1 }))).toBe(true);
    expect(stale(selects.listKey({}))).toBe(false);
  });

  it('with refetch: false marks them stale without reading again what a screen still shows', async () => {
    const { resources } = resourcesAnswering([]);
    const queryClient = new QueryClient();
    const customers = resourceQueries(resources.customers);
    let reads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: customers.detailKey(1),
      queryFn: async () => ++reads,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    await invalidateAfterWrite(queryClient, resources.customers, { refetch: false });
    expect(queryClient.getQueryState(customers.detailKey(1))?.isInvalidated).toBe(true);
    expect(reads).toBe(1);
    await invalidateAfterWrite(queryClient, resources.customers);
    await vi.waitFor(() => expect(reads).toBe(2));
    unsubscribe();
  });
});
