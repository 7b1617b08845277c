import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LateBadge } from './LateBadge';

/** A finding still open past its timeframe (the server's `late`), with the day it was due. */
const meta = {
  title: 'Inspections/LateBadge',
  component: LateBadge,
  args: { finding: { late: true, due_by: '2026-11-20' } },
} satisfies Meta<typeof LateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Late: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In ritardo: scadenza 20 nov 2026')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Late: due Nov 20, 2026')).toBeVisible();
  },
};

/** On time, or closed: nothing. */
export const OnTime: Story = {
  args: { finding: { late: false, due_by: '2026-12-20' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
