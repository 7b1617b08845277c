import { createApiClient, type Resources } from '@altalena/api-client';
import type { Customer, CustomerListQuery } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { AltalenaProvider, ToastProvider } from '@altalena/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { commands } from 'vitest/browser';
import { resourcesOf } from '../../app/resourcesOf';
import { signedInCatalog } from '../../app/signedInCatalog';
import type { ListFilter } from '../types';
import { useResourceList, type ResourceList, type ResourceListOptions } from './useResourceList';

// The list controller in Chromium against the real API server with the demo data (eight customers, one
// per province; testing/apiServerCommands.ts), through the real API client and query client.

declare module 'vitest/browser' {
  interface BrowserCommands {
    startDemoApi: (
      origin: string,
    ) => Promise<{ baseUrl: string; username: string; password: string }>;
    stopDemoApi: (baseUrl: string) => Promise<void>;
  }
}

let baseUrl: string;
let resources: Resources;

beforeAll(async () => {
  const started = await commands.startDemoApi(location.origin);
  baseUrl = started.baseUrl;
  const login = await createApiClient({ baseUrl }).login(started.username, started.password);
  if (login.error) throw new Error(`login failed: ${JSON.stringify(login.data)}`);
  const token = login.data.token;
  resources = resourcesOf(
    createApiClient({ baseUrl, session: { getToken: () => token, isValid: () => true } }),
  );
}, 180_000);

afterAll(async () => {
  if (baseUrl) await commands.stopDemoApi(baseUrl);
});

const filters: ListFilter<CustomerListQuery>[] = [
  { kind: 'text', param: 'province', label: 'field.customer.province' },
];

type CustomerList = ResourceList<Customer, CustomerListQuery>;

/** The customers' list controller on a memory router at `path`; `latest()` is its last answer. */
async function renderList(path: string, options: ResourceListOptions<CustomerListQuery> = {}) {
  const answers: CustomerList[] = [];
  function Probe() {
    const list = useResourceList(resources.customers, {
      filters,
      defaultOrdering: 'name',
      ...options,
    });
    answers.push(list);
    return (
      <p>
        {list.status} {list.page?.count ?? '—'}
      </p>
    );
  }
  const router = createMemoryRouter([{ path: '/customers', element: <Probe /> }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(
    <AltalenaProvider locale="en">
      <FeatureMessages catalog={signedInCatalog}>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ToastProvider>
      </FeatureMessages>
    </AltalenaProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { screen, search, answers, latest: () => answers.at(-1)! };
}

describe('useResourceList', () => {
  it("asks the API for the URL's page, ordering and filters, and shows what it answers", async () => {
    const { screen, latest } = await renderList('/customers?province=BO&page_size=10');
    await expect.element(screen.getByText('ready 1')).toBeVisible();
    expect(latest().query).toEqual({ page: 1, page_size: 10, ordering: 'name', province: 'BO' });
    expect(latest().rows.map((row) => row.province)).toEqual(['BO']);
    expect(latest().isFiltered).toBe(true);
    expect(latest().sort).toEqual({ column: 'name', direction: 'ascending' });
  });

  it('writes a filter, the search, the sort and the page size to the URL, from page 1', async () => {
    const { screen, search, latest } = await renderList('/customers?page=2');
    await expect.element(screen.getByText('ready 8')).toBeVisible();
    latest().setFilter('province', 'NA');
    await expect.element(screen.getByText('ready 1')).toBeVisible();
    expect(search().get('province')).toBe('NA');
    expect(search().has('page')).toBe(false);

    latest().setSort({ column: 'city', direction: 'descending' });
    await vi.waitFor(() => expect(latest().ordering).toBe('-city'));
    expect(search().get('ordering')).toBe('-city');

    latest().setPageSize(50);
    await vi.waitFor(() =>
      expect(latest().query).toMatchObject({ page_size: 50, ordering: '-city', province: 'NA' }),
    );
    expect(search().get('page_size')).toBe('50');
  });

  it('tells no results (narrowed by a search) from empty (nothing there), and clears the search', async () => {
    const { screen, search, latest } = await renderList('/customers');
    await expect.element(screen.getByText('ready 8')).toBeVisible();
    latest().setSearch('no customer is called this');
    await expect.element(screen.getByText('noResults 0')).toBeVisible();
    expect(search().get('search')).toBe('no customer is called this');
    latest().clearFilters();
    await expect.element(screen.getByText('ready 8')).toBeVisible();
    expect(search().has('search')).toBe(false);

    // The screen's own query narrows the list without the visitor's doing: nothing there is "empty".
    const fixed = await renderList('/customers', { baseQuery: { province: 'AO' } });
    await expect.element(fixed.screen.getByText('empty 0')).toBeVisible();
    expect(fixed.latest().isFiltered).toBe(false);
  });

  it('is in error when the API refuses the first page', async () => {
    // A province is one or two letters: the API answers 400.
    const { screen, latest } = await renderList('/customers?province=123');
    await expect.element(screen.getByText('error —')).toBeVisible();
    expect(latest().error).not.toBeNull();
  });

  it('shows the next page only once it is there, keeping the current one meanwhile', async () => {
    const { screen, answers, latest } = await renderList('/customers?page_size=5');
    await expect.element(screen.getByText('ready 8')).toBeVisible();
    const first = latest().rows.map((row) => row.id);
    expect(first).toHaveLength(5);
    const from = answers.length;
    latest().setPage(2);
    await vi.waitFor(() => expect(latest().rows).toHaveLength(3));
    expect(latest().rows.some((row) => first.includes(row.id))).toBe(false);
    // Every render in between showed page 1's rows: never a loading state.
    const between = answers.slice(from);
    expect(between.every((answer) => answer.status === 'ready')).toBe(true);
    expect(between.some((answer) => answer.params.page === 2 && answer.rows.length === 5)).toBe(
      true,
    );
  });
});
