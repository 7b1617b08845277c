import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { v } from '../validation';
import { FormTextField } from './FormTextField';

/** `TextField` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormTextField',
  component: FormTextField,
  decorators: [
    withStoryForm(z.object({ value: v.text({ required: true, min: 3 }) }), { value: '' }),
  ],
  args: {
    name: 'value',
    width: 'md',
    label: 'Nome del parco',
    description: 'Come compare nei verbali',
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
export const Filled: Story = { parameters: { formValues: { value: 'Parco Sempione' } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 'Parco Sempione' } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: /Nome del parco/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'ab');
    await expect(await canvas.findByText('Inserisci almeno 3 caratteri')).toBeVisible();
  },
};
