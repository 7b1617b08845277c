import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Altezza di caduta libera (m)', onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {
  args: { minValue: 0, maxValue: 3, step: 0.1, formatOptions: { maximumFractionDigits: 2 } },
};

export const Default: Story = {};

export const WithDescription: Story = { args: { description: 'Da 0 a 3,00 metri.' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { defaultValue: 3.5, errorMessage: 'Valore massimo 3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 1.2 } };

export const Filled: Story = {
  args: { defaultValue: 1.5, formatOptions: { minimumFractionDigits: 2 } },
  play: async ({ canvasElement }) => {
    // Italian formatting: decimal comma.
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('1,50');
  },
};

export const Currency: Story = {
  args: {
    label: 'Prezzo unitario',
    defaultValue: 1250.5,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
};

export const WithoutStepper: Story = {
  args: {
    hideStepper: true,
    label: 'Anno di fabbricazione',
    formatOptions: { useGrouping: false },
  },
};

export const Stepping: Story = {
  args: { defaultValue: 1, minValue: 0, maxValue: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Aumenta/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: /^Aumenta/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};
