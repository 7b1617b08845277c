import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Password', { exact: true });

/** Every prop from the controls panel. */
export const Playground: Story = { args: { showStrength: true, guessableWords: ['mrossi'] } };

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Quella ricevuta nella mail di benvenuto.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { errorMessage: 'Password non valida', defaultValue: 'sbagliata' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('Password non valida');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Segreta#2024' } };

export const Hidden: Story = {
  args: { defaultValue: 'Segreta#2024' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Segreta#2024' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostra password' }));
    await expect(input(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Nascondi password' })).toBeVisible();
  },
};

export const StrengthEmpty: Story = {
  args: { showStrength: true },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Debole');
  },
};

export const StrengthWeakToStrong: Story = {
  args: { showStrength: true, guessableWords: ['mrossi'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Robustezza della password' });
    const field = input(canvasElement);
    await userEvent.type(field, 'mrossi');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Debole');
    await userEvent.clear(field);
    await userEvent.type(field, 'zqxjvmkw');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Discreta');
    await userEvent.type(field, 'Q');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Buona');
    await userEvent.type(field, '7!');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Forte');
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).toHaveTextContent(/^Soddisfatto:/);
    }
  },
};

export const StrengthGuessable: Story = {
  args: { showStrength: true, defaultValue: 'Altalena#2024' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Debole');
    await expect(canvas.getAllByRole('listitem')[3]).toHaveTextContent(/^Non soddisfatto:/);
  },
};
