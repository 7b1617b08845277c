import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { parkWrite } from '@altalena/contracts';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormDecimalField } from './FormDecimalField';

/** A decimal typed with a comma or a point, bound to react-hook-form; in a form with a "Salva" button. */
const meta = {
  title: 'Forms/FormDecimalField',
  component: FormDecimalField,
  decorators: [
    // A park's latitude (−90…90), as a map app gives it.
    withStoryForm(z.object({ value: parkWrite.shape.latitude }), { value: null }),
  ],
  args: { name: 'value', label: 'Latitudine', isRequired: true, width: 'sm' },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormDecimalField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** A stored value, shown with the decimal comma. */
export const Filled: Story = { parameters: { formValues: { value: 45.4423 } } };

/** Required, out of range, then not a number: each error translated under the field. */
export const WithError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Latitudine/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    await userEvent.type(input, '145.2');
    await expect(await canvas.findByText('Inserisci un numero minore o uguale a 90')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'nord');
    await expect(await canvas.findByText('Valore non valido')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
