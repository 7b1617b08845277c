import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { RouterProvider } from 'react-aria-components';
import { AltalenaProvider } from '../AltalenaProvider';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor with its href', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Link href="/parks">Parks</Link>
      </AltalenaProvider>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Parks' }))
      .toHaveAttribute('href', '/parks');
  });

  it('navigates through the RouterProvider, also from the keyboard', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <RouterProvider navigate={navigate}>
          <Link href="/parks/1" variant="standalone">
            Park
          </Link>
        </RouterProvider>
      </AltalenaProvider>,
    );
    await screen.getByRole('link', { name: 'Park' }).click();
    expect(navigate).toHaveBeenLastCalledWith('/parks/1', undefined);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
