import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vatNumber } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormTextField } from './FormTextField';

/** `TextField` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormTextField',
  component: FormTextField,
  decorators: [withStoryForm(z.object({ value: vatNumber }), { value: '' })],
  args: {
    name: 'value',
    width: 'md',
    label: 'Partita IVA',
    description: '11 cifre, senza il prefisso IT',
    isRequired: true,
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: '12345678903' } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: '12345678903' } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: /Partita IVA/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '12345');
    await expect(
      await canvas.findByText('Inserisci una partita IVA valida (11 cifre)'),
    ).toBeVisible();
  },
};
