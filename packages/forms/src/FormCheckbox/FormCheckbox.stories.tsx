import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { encodeValidationMessage } from '../validation';
import { FormCheckbox } from './FormCheckbox';

/** `Checkbox` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormCheckbox',
  component: FormCheckbox,
  decorators: [
    withStoryForm(
      z.object({
        value: z.boolean().refine(Boolean, encodeValidationMessage('validation.required')),
      }),
      { value: false },
    ),
  ],
  args: {
    name: 'value',
    width: 'md',
    label: 'Ho letto il verbale',
    isRequired: true,
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: true } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: true } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Ho letto il verbale/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
