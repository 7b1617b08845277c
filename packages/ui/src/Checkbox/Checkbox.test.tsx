import { createRef } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click and Space and reports the new state', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Checkbox label="Fenced" onChange={onChange} />
      </AltalenaProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Fenced' });
    await screen.getByText('Fenced').click();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expect.element(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    await expect.element(box).not.toBeChecked();
  });

  it('exposes the indeterminate state', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <Checkbox label="All" isIndeterminate />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('checkbox', { name: 'All' })).toBePartiallyChecked();
  });

  it('shows description and error message, wired to the input, and passes ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Checkbox
          label="Accept"
          ref={ref}
          description="Required to go on"
          errorMessage="Please accept"
        />
      </AltalenaProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Accept' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription('Required to go on Please accept');
    expect(ref.current).toBe(box.element());
  });
});
