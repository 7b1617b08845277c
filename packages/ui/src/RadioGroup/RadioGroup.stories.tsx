import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Stato del parco',
    onChange: fn(),
    children: (
      <>
        <Radio value="open">Aperto</Radio>
        <Radio value="partially_closed">Parzialmente chiuso</Radio>
        <Radio value="closed">Chiuso</Radio>
      </>
    ),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Default: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithDescription: Story = { args: { description: 'Come appare ai visitatori oggi.' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Campo obbligatorio' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Campo obbligatorio');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'open' } };

export const Filled: Story = { args: { defaultValue: 'closed' } };

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="open">Aperto</Radio>
        <Radio value="archived" isDisabled>
          Archiviato
        </Radio>
      </>
    ),
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Parzialmente chiuso' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('partially_closed');
  },
};
