import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Utente attivo', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: { description: 'Gli utenti non attivi non possono accedere.' },
};

export const Invalid: Story = {
  args: { errorMessage: 'Almeno un amministratore deve restare attivo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Almeno un amministratore deve restare attivo',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
