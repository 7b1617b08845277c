import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customerWrite } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormComboBox } from './FormComboBox';

/** `ComboBox` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormComboBox',
  component: FormComboBox,
  decorators: [withStoryForm(z.object({ value: customerWrite.shape.city }), { value: null })],
  args: {
    name: 'value',
    width: 'md',
    label: 'Comune',
    isRequired: true,
    options: [
      { value: 'milano', label: 'Milano' },
      { value: 'trento', label: 'Trento' },
      { value: 'roma', label: 'Roma' },
    ],
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: 'trento' } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 'trento' } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Comune/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
