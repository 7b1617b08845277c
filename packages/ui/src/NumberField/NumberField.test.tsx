import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with the buttons and the arrow keys within min and max', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <NumberField label="Age" defaultValue={2} minValue={0} maxValue={3} onChange={onChange} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Increase' }).click();
    expect(onChange).toHaveBeenLastCalledWith(3);
    await screen.getByRole('button', { name: 'Increase' }).click({ force: true });
    expect(onChange).toHaveBeenCalledTimes(1);
    await screen.getByRole('textbox', { name: 'Age' }).click();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('formats for the locale: decimal comma in Italian', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <NumberField
          label="Altezza di caduta"
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          onChange={onChange}
        />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Altezza di caduta' });
    await userEvent.type(input, '1,5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    await expect.element(input).toHaveValue('1,50');
    await expect.element(screen.getByRole('button', { name: 'Aumenta' })).toBeVisible();
  });

  it('shows the error message wired to the input', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <NumberField label="Depth" errorMessage="Too deep" />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Depth' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Too deep');
  });
});
