import { customerContractWrite } from '@altalena/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { withStoryForm } from '../private/StoryForm';
import { FormMoneyField } from './FormMoneyField';

/**
 * A sum of money bound to react-hook-form: typed and shown in euros in Italian format, held as integer
 * cents; rendered in a form (the contract's `amount_cents`, required here) with a "Salva" button.
 */
const meta = {
  title: 'Forms/FormMoneyField',
  component: FormMoneyField,
  decorators: [
    withStoryForm(z.object({ value: customerContractWrite.shape.amount_cents.unwrap().unwrap() }), {
      value: null,
    }),
  ],
  args: {
    name: 'value',
    label: 'Importo annuo',
    isRequired: true,
    width: 'sm',
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'full'] },
  },
} satisfies Meta<typeof FormMoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** 123450 cents in the form values show as 1.234,50 €. */
export const Filled: Story = {
  parameters: { formValues: { value: 123450 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Importo annuo/ })).toHaveValue(
      '1.234,50\u00a0€',
    );
  },
};

/** In English too, money keeps the Italian format. */
export const FilledEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { formValues: { value: 123450 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Importo annuo/ })).toHaveValue(
      '1.234,50\u00a0€',
    );
  },
};

/** Disabled by its prop. */
export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { formValues: { value: 99900 } },
};

/** Typing `1234,5` shows `1.234,50 €` once the field is left; an empty box is required. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Importo annuo/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByText('Campo obbligatorio')).toBeVisible();
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,50\u00a0€');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};
