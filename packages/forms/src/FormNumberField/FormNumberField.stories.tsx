import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { toyWrite } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormNumberField } from './FormNumberField';

/** `NumberField` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormNumberField',
  component: FormNumberField,
  decorators: [
    // The toy's free fall height (0–3 m, two decimals), required here.
    withStoryForm(z.object({ value: toyWrite.shape.free_fall_height_m.unwrap().unwrap() }), {
      value: null,
    }),
  ],
  args: {
    name: 'value',
    label: 'Altezza di caduta libera (m)',
    isRequired: true,
    width: 'sm',
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: 1.5 } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 1.5 } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Altezza di caduta libera/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(await canvas.findByText('Inserisci un numero minore o uguale a 3')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
