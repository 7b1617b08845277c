import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its heading, with header actions and a footer', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Card
          title="Park"
          headingLevel={3}
          actions={<button>Edit</button>}
          footer={<span>Footer</span>}
        >
          Body
        </Card>
      </AltalenaProvider>,
    );
    const region = screen.getByRole('region', { name: 'Park' });
    await expect.element(region).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Park' })).toBeVisible();
    await expect.element(region).toHaveTextContent('ParkEditBodyFooter');
  });

  it('is no landmark without a title', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Card>Body</Card>
      </AltalenaProvider>,
    );
    expect(screen.container.querySelector('section')).toBeNull();
    await expect.element(screen.getByText('Body')).toBeVisible();
  });
});
