import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Caricamento foto', value: 40 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Empty: Story = { args: { value: 0 } };
export const Halfway: Story = {
  args: { value: 50 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Caricamento foto' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(within(canvasElement).getByText('50%')).toBeVisible();
  },
};
export const Complete: Story = { args: { value: 100 } };
export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};
export const CustomRange: Story = {
  args: {
    label: 'Giochi ispezionati',
    minValue: 0,
    maxValue: 12,
    value: 9,
    formatOptions: { style: 'decimal' },
  },
};
