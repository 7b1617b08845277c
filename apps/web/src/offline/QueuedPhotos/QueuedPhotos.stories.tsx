import { FeatureMessages } from '@altalena/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { syncCatalog } from '../syncCatalog';
import { QueuedPhotos, type QueuedPhoto } from './QueuedPhotos';

/** A small JPEG drawn in the page, as the outbox keeps a photo's bytes. */
const photoBytes = (colour: string) => async () => {
  const canvas = new OffscreenCanvas(120, 90);
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 120, 90);
  return canvas.convertToBlob({ type: 'image/jpeg' });
};

const photos: QueuedPhoto[] = [
  { id: 'photo-1', name: 'catena.jpg', blob: photoBytes('rgb(200, 40, 40)') },
  { id: 'photo-2', name: 'sedile.jpg', blob: photoBytes('rgb(40, 40, 200)') },
];

/**
 * Photos kept on this device until they are sent (docs/web.md#outbox), on a finding's card or in the
 * finding dialog: each can be removed before it goes.
 */
const meta = {
  title: 'App/Queued photos',
  component: QueuedPhotos,
  args: { photos, onRemove: fn() },
  render: (args) => (
    <FeatureMessages catalog={syncCatalog}>
      <QueuedPhotos {...args} />
    </FeatureMessages>
  ),
} satisfies Meta<typeof QueuedPhotos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: each thumbnail has its remove button, named after the photo. */
export const Removable: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Foto non ancora inviate' });
    await expect(
      await within(list).findAllByRole('img', { name: /tenuta su questo dispositivo/ }),
    ).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Rimuovi sedile.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('photo-2');
  },
};

/** The first is on its way to the server: it can no longer be removed, the second still can. */
export const OneOnItsWay: Story = {
  args: { canRemove: (id: string) => id !== 'photo-1' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Foto non ancora inviate' });
    await expect(within(list).queryByRole('button', { name: 'Rimuovi catena.jpg' })).toBeNull();
    await expect(within(list).getByRole('button', { name: 'Rimuovi sedile.jpg' })).toBeVisible();
  },
};

/** Read only (no remove): thumbnails alone. */
export const ReadOnly: Story = {
  args: { onRemove: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
