import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { requiredText } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormTextArea } from './FormTextArea';

/** `TextArea` bound to react-hook-form; rendered in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormTextArea',
  component: FormTextArea,
  decorators: [withStoryForm(z.object({ value: requiredText(20) }), { value: '' })],
  args: {
    name: 'value',
    width: 'md',
    label: 'Note',
    isRequired: true,
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** With a value from the form's default values. */
export const Filled: Story = { parameters: { formValues: { value: 'Cancello a sud.' } } };

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 'Cancello a sud.' } },
};

/** The form's error, translated from the validation catalogue, under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Note/ });
    await userEvent.type(input, 'Chiavi presso la portineria');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Inserisci al massimo 20 caratteri')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
