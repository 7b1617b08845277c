import { createRef, useState } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { TextField } from './TextField';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Name"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('reports every keystroke through onChange and shows the value', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Controlled onChange={onChange} />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Parco');
    expect(onChange).toHaveBeenLastCalledWith('Parco');
    expect(onChange).toHaveBeenCalledTimes(5);
    await expect.element(input).toHaveValue('Parco');
  });

  it('wires description and error message to the input and marks it invalid', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <TextField label="E-mail" description="We never share it" errorMessage="Invalid e-mail" />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('We never share it Invalid e-mail');
    await expect.element(screen.getByText('Invalid e-mail')).toBeVisible();
  });

  it('is valid and shows no error without an error message', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <TextField label="City" />
      </AltalenaProvider>,
    );
    await expect.element(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required field for assistive technology and shows the asterisk only visually', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <TextField label="City" isRequired />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    await expect.element(input).toBeRequired();
    expect(
      screen.container.querySelector('[data-required-marker]')?.getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('passes ref to the input, calls onBlur and cannot be typed in when disabled', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <TextField label="A" ref={ref} onBlur={onBlur} />
        <TextField label="B" isDisabled />
      </AltalenaProvider>,
    );
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    ref.current?.focus();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('textbox', { name: 'B' })).toBeDisabled();
  });
});
