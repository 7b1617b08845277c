import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Nome del parco', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = { args: { placeholder: 'Parco Sempione' } };

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Il nome che compare nei verbali di ispezione.' },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Campo obbligatorio' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Campo obbligatorio');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Parco Sempione' } };

export const Filled: Story = { args: { defaultValue: 'Giardini Margherita' } };

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'Villa Borghese');
    await expect(input).toHaveValue('Villa Borghese');
    await expect(args.onChange).toHaveBeenLastCalledWith('Villa Borghese');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};
