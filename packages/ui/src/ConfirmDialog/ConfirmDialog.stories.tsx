import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Eliminare il gioco?',
    message: 'Il gioco e le sue foto saranno eliminati. L’operazione non si può annullare.',
    trigger: <Button variant="danger">Elimina</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// A story open from the start is framed on the docs page: inline, its modal would cover the whole page.
const framedInDocs = { docs: { story: { inline: false, height: '24rem' } } };

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Default: Story = {
  parameters: framedInDocs,
  args: {
    defaultOpen: true,
    tone: 'default',
    title: 'Inviare il preventivo?',
    message: 'Il cliente riceverà una e-mail.',
  },
};

export const Danger: Story = {
  parameters: framedInDocs,
  args: { defaultOpen: true, tone: 'danger', confirmLabel: 'Elimina' },
};

export const ConfirmAndClose: Story = {
  args: { tone: 'danger', confirmLabel: 'Elimina' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Pending: Story = {
  parameters: framedInDocs,
  // The action never settles, so the confirm button stays pending.
  args: {
    defaultOpen: true,
    tone: 'danger',
    confirmLabel: 'Elimina',
    onConfirm: fn(() => new Promise(() => {})),
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument();
  },
};
