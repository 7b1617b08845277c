import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { requiredText } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormSelect } from './FormSelect';

/** `Select` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormSelect',
  component: FormSelect,
  decorators: [withStoryForm(z.object({ value: requiredText(50) }), { value: '' })],
  args: {
    name: 'value',
    label: 'Tipo di sito',
    isRequired: true,
    width: 'sm',
    options: [
      { value: 'public_park', label: 'Parco pubblico' },
      { value: 'school', label: 'Scuola' },
      { value: 'campsite', label: 'Campeggio' },
    ],
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: 'school' } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 'school' } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Tipo di sito/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
