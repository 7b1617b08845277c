import { render } from 'vitest-browser-react';
import { AltalenaProvider } from '../AltalenaProvider';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text and keeps a decorative icon out of the accessible name', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Badge tone="success" icon={<span>*</span>} data-testid="badge">
          Active
        </Badge>
      </AltalenaProvider>,
    );
    const el = screen.getByTestId('badge');
    await expect.element(el).toHaveTextContent('*Active');
    expect(el.element().querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  });

  it('gives each tone its own look', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Badge tone="danger">A</Badge>
        <Badge tone="success">B</Badge>
      </AltalenaProvider>,
    );
    const a = getComputedStyle(screen.getByText('A').element()).backgroundColor;
    const b = getComputedStyle(screen.getByText('B').element()).backgroundColor;
    expect(a).not.toBe(b);
  });
});
