import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Area recintata', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { label: 'Tutti i giochi', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Il parco ha una recinzione continua con cancelli.' },
};

export const Required: Story = { args: { label: 'Accetto le condizioni', isRequired: true } };

export const Invalid: Story = {
  args: { label: 'Accetto le condizioni', isRequired: true, errorMessage: 'Campo obbligatorio' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Campo obbligatorio');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
