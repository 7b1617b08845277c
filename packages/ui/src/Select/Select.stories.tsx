import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const options = [
  { value: 'municipality', label: 'Comune' },
  { value: 'school', label: 'Scuola' },
  { value: 'campsite', label: 'Campeggio' },
  { value: 'condominium', label: 'Condominio', isDisabled: true },
  { value: 'company', label: 'Azienda' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Tipo di cliente', options, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(options.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Scuola' }));
    await expect(args.onChange).toHaveBeenCalledWith('school');
    // The accessibility check runs after the play: on the closed select, not on the list fading out
    // (which still hides the rest of the page from assistive technology while it closes).
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const WithSelection: Story = { args: { defaultValue: 'campsite' } };

export const WithDescription: Story = {
  args: { description: 'Decide i servizi disponibili nel contratto.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Campo obbligatorio' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Campo obbligatorio')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'school' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
