import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { newPassword } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormPasswordField } from './FormPasswordField';

/** `PasswordField` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormPasswordField',
  component: FormPasswordField,
  decorators: [withStoryForm(z.object({ value: newPassword }), { value: '' })],
  args: {
    name: 'value',
    width: 'md',
    label: 'Nuova password',
    isRequired: true,
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: 'Scivolo2024' } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 'Scivolo2024' } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Nuova password/);
    await userEvent.type(input, 'scivolo');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Inserisci almeno 8 caratteri')).toBeVisible();
    await userEvent.type(input, '1');
    await expect(
      await canvas.findByText('Deve contenere almeno una lettera maiuscola'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
