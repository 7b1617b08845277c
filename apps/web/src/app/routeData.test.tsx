import { createApiClient, dashboardQuery, resourceQueries } from '@altalena/api-client';
import { createQueryClient } from './queryClient';
import { resourcesOf } from './resourcesOf';
import { prefetchRouteData } from './routeData';
import { customerFilters } from '../features/customers/customerColumns';
import { customersFeature } from '../features/customers/routes';
import { parkFilters } from '../features/parks/parkColumns';
import { parksFeature } from '../features/parks/routes';
import { toyFilters } from '../features/toys/toyColumns';
import { toysFeature } from '../features/toys/routes';

const page = { count: 0, next: null, previous: null, results: [] };

/** The loaders' data over an injected fetch that answers an empty page and records every URL. */
function setUp() {
  const urls: string[] = [];
  const client = createApiClient({
    fetch: (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify(page), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return { urls, client, queryClient: createQueryClient() };
}

describe("the routes' data", () => {
  it("starts the list page of the URL's parameters under the key the list screen reads", async () => {
    const { urls, client, queryClient } = setUp();
    const data = { kind: 'list', resource: 'customers', defaultOrdering: 'name' } as const;
    prefetchRouteData(
      queryClient,
      client,
      { ...data, filterParams: ['province'] },
      {},
      // `tab` is not the list's: the screen leaves it out of its query too.
      new URL('http://localhost/customers?province=MI&page=2&tab=map'),
    );
    const key = resourceQueries(resourcesOf(client).customers).listKey({
      page: 2,
      page_size: 25,
      ordering: 'name',
      province: 'MI',
    });
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'), {
      timeout: 10_000,
    });
    expect(urls).toEqual(['/api/v1/customers/?page=2&page_size=25&ordering=name&province=MI']);
  });

  it('starts nothing for an id that is not one (the screen shows the 404 page)', () => {
    const { urls, client, queryClient } = setUp();
    for (const id of ['abc', '0', '99999999999'])
      prefetchRouteData(
        queryClient,
        client,
        { kind: 'detail', resource: 'inspections' },
        { id },
        new URL(`http://localhost/inspections/${id}`),
      );
    expect(urls).toEqual([]);
  });

  it("declares the customers list's filters as its screen has them", () => {
    const list = customersFeature.routes.find((route) => route.path === 'customers');
    expect(list?.data).toMatchObject({
      kind: 'list',
      filterParams: customerFilters.map((filter) => filter.param),
    });
  });

  it("adds the administrators' filters only for an administrator", () => {
    const { urls, client, queryClient } = setUp();
    const list = parksFeature.routes.find((route) => route.path === 'parks')?.data;
    expect(list).toBeDefined();
    const url = new URL('http://localhost/parks?customer_id=3&status=active');
    prefetchRouteData(queryClient, client, list!, {}, url, false);
    prefetchRouteData(queryClient, client, list!, {}, url, true);
    expect(urls).toEqual([
      '/api/v1/parks/?page=1&page_size=25&ordering=next_due_on&status=active',
      '/api/v1/parks/?page=1&page_size=25&ordering=next_due_on&status=active&customer_id=3',
    ]);
  });

  it("starts the dashboard's figures under the key the dashboard reads", async () => {
    const { urls, client, queryClient } = setUp();
    prefetchRouteData(queryClient, client, { kind: 'dashboard' }, {}, new URL('http://localhost/'));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(dashboardQuery(client).queryKey)?.fetchStatus).toBe('idle'),
    );
    expect(urls).toEqual(['/api/v1/dashboard/']);
  });

  it("declares the parks and equipment lists' filters as their screens have them", () => {
    const parks = parksFeature.routes.find((route) => route.path === 'parks');
    expect(parks?.data).toMatchObject({
      kind: 'list',
      filterParams: parkFilters.map((filter) => filter.param),
      adminFilterParams: ['customer_id'],
    });
    const toys = toysFeature.routes.find((route) => route.path === 'toys');
    expect(toys?.data).toMatchObject({
      kind: 'list',
      filterParams: ['park_id', ...toyFilters.map((filter) => filter.param)],
    });
  });
});
