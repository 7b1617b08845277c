import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Note', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = { args: { rows: 4 } };

export const Default: Story = {};

export const WithDescription: Story = { args: { description: 'Visibili solo agli ispettori.' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { errorMessage: 'Massimo 500 caratteri', defaultValue: 'Testo troppo lungo…' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Massimo 500 caratteri')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Nessuna nota.' } };

export const Filled: Story = {
  args: { defaultValue: 'Pavimentazione antitrauma da integrare\nsotto lo scivolo.' },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'Riga 1{Enter}Riga 2');
    await expect(args.onChange).toHaveBeenLastCalledWith('Riga 1\nRiga 2');
  },
};
