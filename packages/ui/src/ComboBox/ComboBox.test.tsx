import { useState } from 'react';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { ComboBox as FieldComboBox, type ComboBoxOption, type ComboBoxProps } from './ComboBox';

// A narrow host for most tests; the full-width case has its own test below.
const ComboBox = (props: ComboBoxProps) => (
  <div style={{ width: 320 }}>
    <FieldComboBox {...props} />
  </div>
);

const parks: ComboBoxOption[] = [
  { value: '1', label: 'Parco Sempione' },
  { value: '2', label: 'Giardini Margherita' },
  { value: '3', label: 'Parco del Valentino' },
];

describe('ComboBox', () => {
  it('filters static options and selects with the keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <ComboBox label="Park" options={parks} onChange={onChange} />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Park' });
    await input.click();
    await userEvent.keyboard('parco');
    await expect.element(screen.getByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(screen.getByRole('option', { name: 'Parco del Valentino' }))
      .toHaveAttribute('data-focused');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3');
    await expect.element(input).toHaveValue('Parco del Valentino');
  });

  it('loads options asynchronously (debounced) and shows loading then results', async () => {
    const calls: string[] = [];
    let release: () => void = () => {};
    const loadOptions = vi.fn(async (text: string) => {
      calls.push(text);
      if (text === 'sem') await new Promise<void>((r) => (release = r));
      return parks.filter((p) => p.label.toLowerCase().includes(text.toLowerCase()));
    });
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <ComboBox label="Park" loadOptions={loadOptions} debounceMs={500} onChange={onChange} />
      </AltalenaProvider>,
    );
    await expect.poll(() => calls).toEqual(['']);
    await screen.getByRole('combobox').click();
    await userEvent.keyboard('sem');
    // Typing quickly queries once, with the whole text.
    await expect.poll(() => calls).toEqual(['', 'sem']);
    // The spinner sits in the field, which react-aria hides from assistive technology while the list is open.
    await expect
      .element(screen.getByRole('progressbar', { name: 'Loading…', includeHidden: true }))
      .toBeVisible();
    release();
    await expect.element(screen.getByRole('option', { name: 'Parco Sempione' })).toBeVisible();
    await expect
      .element(screen.getByRole('progressbar', { includeHidden: true }))
      .not.toBeInTheDocument();
    await screen.getByRole('option', { name: 'Parco Sempione' }).click();
    expect(onChange).toHaveBeenCalledWith('1');
  });

  it('shows the label of its value when that label arrives after the first render', async () => {
    const loadOptions = async () => parks;
    const field = (selectedLabel?: string) => (
      <AltalenaProvider locale="en">
        <ComboBox label="Park" loadOptions={loadOptions} value="2" selectedLabel={selectedLabel} />
      </AltalenaProvider>
    );
    const screen = await render(field());
    const input = screen.getByRole('combobox', { name: 'Park' });
    await expect.element(input).toHaveValue('');
    // The stored record's name is looked up: the box shows it once it is known.
    await screen.rerender(field('Giardini Margherita'));
    await expect.element(input).toHaveValue('Giardini Margherita');
  });

  it('shows the no-results text from the catalog', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <ComboBox label="Parco" loadOptions={async () => []} debounceMs={10} />
      </AltalenaProvider>,
    );
    await screen.getByRole('combobox').click();
    await userEvent.keyboard('zzz');
    await expect.element(screen.getByText('Nessun risultato')).toBeVisible();
  });

  it('shows the error, forwards ref and clears to null', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <ComboBox
          label="Park"
          options={parks}
          value="2"
          onChange={onChange}
          errorMessage="Choose a park"
          ref={ref}
        />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Park' });
    expect(ref.current).toBe(input.element());
    await expect.element(input).toHaveValue('Giardini Margherita');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Choose a park');
    await input.clear();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the list of a full-width field inside the page, so arrow keys pick without closing it', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <FieldComboBox label="Park" options={parks} onChange={onChange} />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Park' });
    await input.click();
    await userEvent.keyboard('Valen');
    await expect.element(screen.getByRole('option', { name: 'Parco del Valentino' })).toBeVisible();
    // A list past the right edge makes the page scroll sideways when the focused option is scrolled
    // into view, and react-aria closes the list (resetting the typed text) on any page scroll.
    const root = document.documentElement;
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(input).toHaveValue('Parco del Valentino');
    expect(onChange).toHaveBeenLastCalledWith('3');
  });

  describe('picking an async option by pointer (a tap)', () => {
    const people: ComboBoxOption[] = [
      { value: '1', label: 'Mario Rossi' },
      { value: '2', label: 'Giulia Bianchi' },
    ];
    // As the API searches: the text must lie within one column (first or last name), so a whole name
    // finds nothing.
    const search = async (text: string) =>
      people.filter(
        (person) =>
          text === '' ||
          person.label.split(' ').some((word) => word.toLowerCase().includes(text.toLowerCase())),
      );

    /** A form field as the scaffold binds one: the value is held outside, its label looked up after a choice. */
    function Host({ onValue }: { onValue: (value: string | null) => void }) {
      const [value, setValue] = useState<string | null>(null);
      const [label, setLabel] = useState<string>();
      return (
        <>
          <ComboBox
            label="Inspector"
            loadOptions={search}
            debounceMs={10}
            value={value}
            selectedLabel={label}
            onChange={(next) => {
              setValue(next);
              onValue(next);
              // The stored record's name arrives later, as ReferenceField's detail query does.
              setTimeout(() => setLabel(people.find((person) => person.value === next)?.label));
            }}
          />
          <button type="button">Save</button>
        </>
      );
    }

    it('after typing part of the name', async () => {
      const onValue = vi.fn();
      const screen = await render(
        <AltalenaProvider locale="en">
          <Host onValue={onValue} />
        </AltalenaProvider>,
      );
      const input = screen.getByRole('combobox', { name: 'Inspector' });
      await input.click();
      await userEvent.keyboard('ross');
      await screen.getByRole('option', { name: 'Mario Rossi' }).click();
      await expect.element(input).toHaveValue('Mario Rossi');
      await screen.getByRole('button', { name: 'Save' }).click();
      await expect.element(input).toHaveValue('Mario Rossi');
      expect(onValue).toHaveBeenLastCalledWith('1');
    });

    it('from the whole list opened with the button', async () => {
      const onValue = vi.fn();
      const screen = await render(
        <AltalenaProvider locale="en">
          <Host onValue={onValue} />
        </AltalenaProvider>,
      );
      const input = screen.getByRole('combobox', { name: 'Inspector' });
      await screen.getByRole('button', { name: 'Show options' }).click();
      await screen.getByRole('option', { name: 'Giulia Bianchi' }).click();
      await expect.element(input).toHaveValue('Giulia Bianchi');
      // Reopening shows the choice, not "no results" for a search of the whole name.
      await screen.getByRole('button', { name: 'Show options' }).click();
      await expect
        .element(screen.getByRole('option', { name: 'Giulia Bianchi' }))
        .toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Escape}');
      await screen.getByRole('button', { name: 'Save' }).click();
      await expect.element(input).toHaveValue('Giulia Bianchi');
      expect(onValue).toHaveBeenLastCalledWith('2');
    });

    it('emptying the box clears the value', async () => {
      const onValue = vi.fn();
      const screen = await render(
        <AltalenaProvider locale="en">
          <Host onValue={onValue} />
        </AltalenaProvider>,
      );
      const input = screen.getByRole('combobox', { name: 'Inspector' });
      await input.click();
      await userEvent.keyboard('bian');
      await screen.getByRole('option', { name: 'Giulia Bianchi' }).click();
      await input.clear();
      await userEvent.tab();
      expect(onValue).toHaveBeenLastCalledWith(null);
      await expect.element(input).toHaveValue('');
    });
  });
});
