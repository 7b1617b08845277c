import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withInverseSurface } from '../private/withInverseSurface';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Layouts/ThemeToggle',
  component: ThemeToggle,
  args: { colorMode: 'light', onColorModeChange: fn() },
  argTypes: {
    colorMode: { control: 'inline-radio', options: ['light', 'dark'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Light theme on: not pressed; pressing asks for the dark theme. */
export const Light: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onColorModeChange).toHaveBeenCalledWith('dark');
  },
};

/** Dark theme on: pressed. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On the inverse surface of the top bar. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [withInverseSurface],
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-focus-visible');
  },
};
