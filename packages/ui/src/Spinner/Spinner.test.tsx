import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named from the catalog', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Spinner />
      </AltalenaProvider>,
    );
    const bar = screen.getByRole('progressbar');
    await expect.element(bar).toHaveAccessibleName('Loading…');
    await expect.element(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('takes a specific label', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <Spinner label="Caricamento dei parchi" />
      </AltalenaProvider>,
    );
    await expect
      .element(screen.getByRole('progressbar'))
      .toHaveAccessibleName('Caricamento dei parchi');
  });
});
