import { FeatureMessages } from '@altalena/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inspectionInProgressDetail } from '../../../../stories/screen/fixtures';
import { signedInCatalog } from '../../../../app/signedInCatalog';
import { inspectionsCatalog } from '../../catalog';
import { AllRemainingOk } from './AllRemainingOk';

const remaining = inspectionInProgressDetail.items.filter((item) => item.outcome === null);

/** "All remaining ok": marks the items without an outcome after a review of which they are. */
const meta = {
  title: 'Inspections/AllRemainingOk',
  component: AllRemainingOk,
  args: { remaining, onConfirm: fn() },
  render: (args) => (
    <FeatureMessages catalog={signedInCatalog}>
      <FeatureMessages catalog={inspectionsCatalog}>
        <AllRemainingOk {...args} />
      </FeatureMessages>
    </FeatureMessages>
  ),
} satisfies Meta<typeof AllRemainingOk>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The review dialog lists the items it will mark; confirming hands exactly those over. */
export const Review: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      screen.getByRole('button', { name: 'Tutte le restanti conformi (2 voci)' }),
    );
    const review = await screen.findByRole('alertdialog', {
      name: 'Segnare 2 voci come conformi?',
    });
    await expect(
      within(review)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Percorsi', 'Pavimentazione']);
    await userEvent.click(within(review).getByRole('button', { name: 'Segna 2 voci conformi' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(remaining);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling the review marks nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /Tutte le restanti conformi/ }));
    const review = await screen.findByRole('alertdialog');
    await userEvent.click(within(review).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Every item has an outcome: no action. */
export const NothingLeft: Story = {
  args: { remaining: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
