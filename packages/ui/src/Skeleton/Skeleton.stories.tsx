import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Text: Story = {
  args: { shape: 'text', lines: 3 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root?.children).toHaveLength(3);
  },
};
export const Rect: Story = { args: { shape: 'rect', height: '8rem' } };
export const Circle: Story = { args: { shape: 'circle' } };

/** A card-like placeholder combining the shapes. */
export const Composition: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, maxWidth: 480 }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
};
