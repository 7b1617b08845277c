import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorView } from './ErrorView';

const meta = {
  title: 'Layouts/ErrorView',
  component: ErrorView,
  args: { status: 404, onGoHome: fn() },
  argTypes: { status: { control: 'number' }, message: { control: 'text' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** A 404 shows the status message it was given. */
export const NotFoundWithMessage: Story = {
  args: { status: 404, message: 'Parco non trovato' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(canvas.getByText('Parco non trovato')).toBeVisible();
  },
};

/** A 404 without a message falls back to "Risorsa non trovata.". */
export const NotFoundDefault: Story = {
  args: { status: 404 },
  play: async ({ canvasElement, globals }) => {
    if (globals.locale === 'en') return;
    await expect(within(canvasElement).getByText('Risorsa non trovata.')).toBeVisible();
  },
};

/** Any other status shows the generic message; pressing the button asks to go home. */
export const ServerError: Story = {
  args: { status: 500, message: 'Ignorato per i codici diversi da 404' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    if (globals.locale !== 'en') {
      await expect(canvas.getByText('Si è verificato un errore')).toBeVisible();
    }
    await expect(canvas.queryByText('Ignorato per i codici diversi da 404')).toBeNull();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onGoHome).toHaveBeenCalled();
  },
};

/** 401: also the generic message. */
export const Unauthorized: Story = {
  args: { status: 401 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '401' })).toBeVisible();
  },
};
