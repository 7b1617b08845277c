import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its label and value', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <ProgressBar label="Uploading" value={30} />
      </AltalenaProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '30');
    await expect.element(screen.getByText('30%')).toBeVisible();
  });

  it('formats the value in the locale of the provider', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <ProgressBar label="Giochi" minValue={0} maxValue={3} value={1} />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByText('33%')).toBeVisible();
  });

  it('has no value when indeterminate', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <ProgressBar label="Uploading" isIndeterminate />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
