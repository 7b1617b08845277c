import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { id: 'home', label: 'Home', href: '/' },
  { id: 'parks', label: 'Parks', href: '/parks' },
  { id: 'park', label: 'Sempione' },
];

describe('Breadcrumbs', () => {
  it('links every step but the last, which is the current page', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Breadcrumbs items={items} />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Parks' }))
      .toHaveAttribute('href', '/parks');
    await expect.element(screen.getByText('Sempione')).toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('link', { name: 'Home' }))
      .not.toHaveAttribute('aria-current');
    expect(screen.container.querySelectorAll('li')).toHaveLength(3);
  });

  it('names the navigation in Italian', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <Breadcrumbs items={items} />
      </AltalenaProvider>,
    );
    await expect
      .element(screen.getByRole('navigation', { name: 'Percorso di navigazione' }))
      .toBeVisible();
  });
});
