import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on and off by click and Space', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Switch label="Dark mode" onChange={onChange} />
      </AltalenaProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    await screen.getByText('Dark mode').click();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expect.element(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('describes itself and ignores input when disabled', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Switch
          label="Active"
          description="Inactive users cannot log in"
          isDisabled
          onChange={onChange}
        />
      </AltalenaProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Active' });
    await expect.element(control).toHaveAccessibleDescription('Inactive users cannot log in');
    await expect.element(control).toBeDisabled();
    await screen.getByText('Active', { exact: true }).click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
  });
});
