import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

/** A button that shows a toast; with `showOnMount` one is already shown (long enough to look at). */
function ToastDemo({ showOnMount, ...options }: ToastOptions & { showOnMount?: boolean }) {
  const toast = useToast();
  useEffect(() => {
    if (showOnMount) toast.show(options);
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Button onPress={() => toast.show(options)}>Mostra</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { message: 'Parco salvato', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] },
    duration: { control: 'number' },
  },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the button to show a toast with the chosen props. */
export const Playground: Story = {};

export const Success: Story = {
  args: { showOnMount: true, duration: 600_000 },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Parco salvato');
  },
};
export const Error: Story = {
  args: {
    showOnMount: true,
    duration: 600_000,
    tone: 'error',
    message: 'Salvataggio non riuscito',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Salvataggio non riuscito');
  },
};
export const Info: Story = {
  args: {
    showOnMount: true,
    duration: 600_000,
    tone: 'info',
    message: 'Nuova versione disponibile',
  },
};
export const Warning: Story = {
  args: {
    showOnMount: true,
    duration: 600_000,
    tone: 'warning',
    message: 'Il contratto scade tra 7 giorni',
  },
};

export const AutoDismiss: Story = {
  args: { duration: 300, message: 'Sparisco presto' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostra' }));
    await expect(await screen.findByText('Sparisco presto')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sparisco presto')).toBeNull(), {
      timeout: 2000,
    });
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mostra' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(await screen.findAllByText('Parco salvato')).toHaveLength(2);
  },
};
