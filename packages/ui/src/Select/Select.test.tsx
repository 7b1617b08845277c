import { useState } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Select, type SelectOption } from './Select';

const options: SelectOption[] = [
  { value: 'municipality', label: 'Municipality' },
  { value: 'school', label: 'School' },
  { value: 'campsite', label: 'Campsite', isDisabled: true },
  { value: 'company', label: 'Company' },
];

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Customer type"
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Select', () => {
  it('is labelled, shows the catalog placeholder and selects with the keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Controlled onChange={onChange} />
      </AltalenaProvider>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Customer type' });
    await expect.element(trigger).toHaveTextContent('Select…');
    await userEvent.tab();
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await expect
      .element(screen.getByRole('option', { name: 'Campsite' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('school');
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent('School');
    await expect.element(trigger).toHaveFocus();
  });

  it('selects with the pointer and closes on Escape without changing', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Select label="Type" options={options} defaultValue="school" onChange={onChange} />
      </AltalenaProvider>,
    );
    await screen.getByRole('combobox').click();
    await screen.getByRole('option', { name: 'Company' }).click();
    expect(onChange).toHaveBeenCalledWith('company');
    await screen.getByRole('combobox').click();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the error message, marks the trigger invalid and describes it', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <Select
          label="Tipo"
          description="Tipo di cliente"
          errorMessage="Campo obbligatorio"
          isRequired
          options={options}
        />
      </AltalenaProvider>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Tipo' });
    await expect.element(trigger).toHaveTextContent('Seleziona…');
    await expect.element(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect.element(trigger).toHaveAttribute('aria-required', 'true');
    await expect.element(trigger).toHaveAccessibleDescription('Tipo di cliente Campo obbligatorio');
    await expect.element(screen.getByText('Campo obbligatorio')).toBeVisible();
  });

  it('forwards ref and onBlur to the trigger and respects isDisabled', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    const onBlur = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <Select label="Type" options={options} ref={ref} onBlur={onBlur} />
        <Select label="Locked" options={options} isDisabled />
      </AltalenaProvider>,
    );
    expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Type' }).element());
    ref.current?.focus();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
    await expect.element(screen.getByRole('combobox', { name: 'Locked' })).toBeDisabled();
  });
});
