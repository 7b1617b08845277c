import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Icon } from './Icon';
import { iconNames } from './icons';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Icon name="home" data-testid="icon" />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label when given one', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Icon name="warning" label="Warning" />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('img', { name: 'Warning' })).toBeVisible();
  });

  it('draws every named icon', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        {iconNames.map((name) => (
          <Icon key={name} name={name} data-testid={name} />
        ))}
      </AltalenaProvider>,
    );
    for (const name of iconNames) {
      expect(screen.getByTestId(name).element().childElementCount, name).toBeGreaterThan(0);
    }
  });
});
