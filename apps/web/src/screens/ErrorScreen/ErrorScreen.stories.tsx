import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withMemoryRouter } from '../../stories/withMemoryRouter';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { status: 500, onGoHome: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any status: try 500, 403, 404 with a message. */
export const Playground: Story = {};

/** A route that failed (any status but 404): the generic message. */
export const ServerError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '500' })).toBeVisible();
    await expect(canvas.getByText('Si è verificato un errore')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vai alla home' }));
    await expect(args.onGoHome).toHaveBeenCalledOnce();
  },
};

/** A 404 thrown with its own status message. */
export const NotFoundWithMessage: Story = {
  args: { status: 404, message: 'Parco non trovato' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Parco non trovato')).toBeVisible();
    await expect(canvas.queryByText('Risorsa non trovata.')).toBeNull();
  },
};
