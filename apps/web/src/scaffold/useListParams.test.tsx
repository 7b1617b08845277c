import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { useListParams } from './useListParams';

type Update = ReturnType<typeof useListParams>['update'];

/** A list screen on a memory router that hands out the `update` of every render it makes. */
async function renderList(path: string) {
  const updates: Update[] = [];
  function List() {
    const { params, update } = useListParams(['status']);
    updates.push(update);
    return <p>search: {params.search || '—'}</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/selects', element: <List /> },
      { path: '/customers', element: <p>customers</p> },
    ],
    { initialEntries: [path] },
  );
  const screen = await render(<RouterProvider router={router} />);
  return { router, screen, updates };
}

describe('useListParams', () => {
  it('keeps the parameters it does not own and goes back to page 1', async () => {
    const { router, screen, updates } = await renderList('/selects?list=material&page=3');
    updates.at(-1)!({ search: 'rope' });
    await expect.element(screen.getByText('search: rope')).toBeVisible();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('list')).toBe('material');
    expect(search.get('search')).toBe('rope');
    expect(search.has('page')).toBe(false);
  });

  it('applies a change made by a page still showing the previous URL to the URL now current', async () => {
    // A tab clicked, then a search typed before React has rendered the new tab: the search belongs
    // to the tab the visitor is on, not to the one the page still showed.
    const { router, screen, updates } = await renderList('/selects?list=equipment_type&status=a');
    const stale = updates.at(-1)!;
    await router.navigate('/selects?list=material');
    stale({ search: 'rope' });
    await expect.element(screen.getByText('search: rope')).toBeVisible();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('list')).toBe('material');
    expect(search.has('status')).toBe(false);
  });

  it('changes nothing once the visitor has left the list for another page', async () => {
    const { router, screen, updates } = await renderList('/selects?list=material');
    const stale = updates.at(-1)!;
    await router.navigate('/customers');
    stale({ search: 'rope' });
    await expect.element(screen.getByText('customers')).toBeVisible();
    expect(router.state.location.pathname).toBe('/customers');
    expect(router.state.location.search).toBe('');
  });
});
