import { Link } from '@altalena/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { AriaRouterBridge } from './AriaRouterBridge';

function renderAt(path: string, href: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/parks/:id',
        element: (
          <AriaRouterBridge>
            <Link href={href}>link</Link>
          </AriaRouterBridge>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('AriaRouterBridge', () => {
  it('leaves an external address absolute (a map link on a park page)', async () => {
    const map = 'https://www.openstreetmap.org/?mlat=45.1&mlon=9.2#map=18/45.1/9.2';
    const screen = await renderAt('/parks/5', map);
    await expect.element(screen.getByRole('link', { name: 'link' })).toHaveAttribute('href', map);
  });

  it('resolves an app path through the router', async () => {
    const screen = await renderAt('/parks/5', 'edit');
    await expect
      .element(screen.getByRole('link', { name: 'link' }))
      .toHaveAttribute('href', '/parks/5/edit');
  });
});
