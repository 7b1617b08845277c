import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const parks: ComboBoxOption[] = [
  { value: '1', label: 'Parco Sempione' },
  { value: '2', label: 'Giardini Margherita' },
  { value: '3', label: 'Parco del Valentino' },
  { value: '4', label: 'Villa Borghese' },
  { value: '5', label: 'Parco della Tesoriera' },
];

/** A fake server search: answers after `ms` with the parks containing the text. */
const fakeLoader =
  (ms: number, data: ComboBoxOption[] = parks) =>
  (text: string, signal: AbortSignal) =>
    new Promise<ComboBoxOption[]>((resolve) => {
      const timer = setTimeout(
        () => resolve(data.filter((p) => p.label.toLowerCase().includes(text.toLowerCase()))),
        ms,
      );
      signal.addEventListener('abort', () => clearTimeout(timer));
    });

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Parco', options: parks, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Closed: Story = {};

export const OpenFiltered: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'parco');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Parco del Valentino' }));
    await expect(args.onChange).toHaveBeenCalledWith('3');
  },
};

export const WithSelection: Story = { args: { defaultValue: '2' } };

export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: fakeLoader(300), debounceMs: 200 },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'villa');
    const option = await screen.findByRole('option', { name: 'Villa Borghese' });
    await waitFor(() => expect(option).toBeVisible());
  },
};

export const Loading: Story = {
  // The loader never answers, so the list stays in its loading state.
  args: { options: undefined, loadOptions: () => new Promise<ComboBoxOption[]>(() => {}) },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'p');
    const text = await screen.findByText(/Caricamento|Loading/);
    await waitFor(() => expect(text).toBeVisible());
  },
};

export const NoResults: Story = {
  args: { options: undefined, loadOptions: fakeLoader(50, []), debounceMs: 50 },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    const text = await screen.findByText(/Nessun risultato|No results/);
    await waitFor(() => expect(text).toBeVisible());
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Scegli un parco' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Scegli un parco')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
