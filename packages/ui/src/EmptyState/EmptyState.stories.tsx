import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const boxIcon = (
  <svg
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path d="M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10" />
  </svg>
);

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nessun parco',
    description: 'Non ci sono ancora parchi per questo cliente.',
    icon: boxIcon,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const TitleOnly: Story = { args: { description: undefined, icon: undefined } };

const onPress = fn();
export const WithAction: Story = {
  args: { action: <Button onPress={onPress}>Nuovo parco</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nessun parco' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nuovo parco' }));
    await expect(onPress).toHaveBeenCalled();
  },
};
