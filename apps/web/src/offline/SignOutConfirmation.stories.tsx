import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignOutConfirmation } from './useSignOut';

/**
 * The question before a sign-out that would lose changes not sent yet (docs/web.md#signing-out): signing
 * out deletes the user's offline data from the device, the outbox with it.
 */
const meta = {
  title: 'App/Sign-out question',
  component: SignOutConfirmation,
  args: { count: 1, onConfirm: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof SignOutConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** One change would be lost: "Stay" keeps the session. */
export const OneChange: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Uscire e perdere ciò che non è stato inviato?',
    });
    await expect(dialog).toHaveTextContent(
      '1 modifica registrata su questo dispositivo non è ancora arrivata al server.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resta' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Several changes, in English: "Sign out and discard" goes on. */
export const SeveralChanges: Story = {
  args: { count: 7 },
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Sign out and lose what is not sent?',
    });
    await expect(dialog).toHaveTextContent(
      '7 changes recorded on this device have not reached the server yet. Signing out deletes them from this device: they will be lost.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out and discard' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalled());
  },
};
