import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Chiudere il parco?',
    description: 'Il parco risulterà chiuso ai clienti finché non lo riaprirai.',
    trigger: <Button>Apri</Button>,
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>Le ispezioni programmate restano in agenda.</p>,
    footer: (
      <DialogClose asChild>
        <Button variant="ghost">Ok</Button>
      </DialogClose>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// A story open from the start is framed on the docs page: inline, its modal would cover the whole page.
const framedInDocs = { docs: { story: { inline: false, height: '28rem' } } };

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Apri' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chiudere il parco?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Apri' })).toHaveFocus(),
    );
  },
};

/** Open from the start, to see the panel. */
export const OpenSmall: Story = {
  args: { defaultOpen: true, size: 'sm' },
  parameters: framedInDocs,
};
export const OpenLarge: Story = {
  args: { defaultOpen: true, size: 'lg' },
  parameters: framedInDocs,
};
export const WithoutDescription: Story = {
  args: { defaultOpen: true, description: undefined },
  parameters: framedInDocs,
};
