import { FeatureMessages } from '@altalena/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signedInCatalog } from '../../app/signedInCatalog';
import { inspectionInProgressDetail } from '../../stories/screen/fixtures';
import { phone } from '../../stories/screen/screenStories';
import type { OutboxEntry } from '../outbox';
import { syncCatalog } from '../syncCatalog';
import { SyncIndicatorView } from './SyncIndicator';

const inspection = inspectionInProgressDetail;
const [swing, slide] = inspection.items;
const at = '2026-11-27T09:30:00.000Z';

const waiting: OutboxEntry[] = [
  {
    seq: 1,
    inspectionId: inspection.id,
    createdAt: at,
    change: { kind: 'item', itemId: swing!.id, edit: { outcome: 'defect' }, version: 1 },
    state: { kind: 'waiting', attempt: 0 },
  },
  {
    seq: 2,
    inspectionId: inspection.id,
    createdAt: at,
    change: {
      kind: 'finding.create',
      clientId: 'finding-1',
      body: {
        item_id: swing!.id,
        description: 'Catena usurata',
        risk_level: 'high',
        recommended_action: 'repair',
      },
    },
    state: { kind: 'waiting', attempt: 0 },
  },
  {
    seq: 3,
    inspectionId: inspection.id,
    createdAt: at,
    change: {
      kind: 'photo',
      clientId: 'photo-1',
      findingId: 'finding-1',
      filename: 'catena.jpg',
      type: 'image/jpeg',
    },
    state: { kind: 'waiting', attempt: 0 },
  },
];

const needingYou: OutboxEntry[] = [
  {
    seq: 4,
    inspectionId: inspection.id,
    createdAt: at,
    change: { kind: 'item', itemId: slide!.id, edit: { outcome: 'ok' }, version: 1 },
    state: { kind: 'conflict', theirs: { ...slide!, outcome: 'not_inspectable', version: 3 } },
  },
  {
    seq: 5,
    inspectionId: inspection.id,
    createdAt: at,
    change: { kind: 'complete', version: 4 },
    state: {
      kind: 'refused',
      status: 409,
      data: { detail: 'inspection_items_pending', errors: [] },
    },
  },
];

/**
 * The sync state on every signed-in screen (docs/web.md#outbox): a pill at the bottom of the screen that
 * opens the list of what waits, by inspection, with the choices of the changes that need the inspector.
 */
const meta = {
  title: 'App/Sync indicator',
  component: SyncIndicatorView,
  args: {
    entries: [],
    online: true,
    inspectionOf: (id: number) => (id === inspection.id ? inspection : undefined),
    onKeepMine: fn(),
    onRetry: fn(),
    onDiscard: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <FeatureMessages catalog={signedInCatalog}>
      <FeatureMessages catalog={syncCatalog}>
        <SyncIndicatorView {...args} />
      </FeatureMessages>
    </FeatureMessages>
  ),
} satisfies Meta<typeof SyncIndicatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing waits. */
export const AllSaved: Story = {
  play: async ({ canvasElement }) => {
    const pill = await body(canvasElement).findByRole('button', { name: 'Tutto salvato' });
    await userEvent.click(pill);
    const note = await body(canvasElement).findByText(
      'Tutto ciò che è stato registrato su questo dispositivo è sul server.',
    );
    // The dialog fades in: its text can still be transparent at the first look.
    await waitFor(() => expect(note).toBeVisible());
  },
};

/** Online, changes on their way. */
export const Sending: Story = {
  args: { entries: waiting, sending: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('button', { name: 'Invio di 3 modifiche…' }),
    ).toBeVisible();
  },
};

/** No connection: the changes wait, and the list says what they are and where. */
export const WaitingForConnection: Story = {
  args: { entries: waiting, online: false },
  globals: phone,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      await screen.findByRole('button', { name: '3 modifiche in attesa di connessione' }),
    );
    const list = await screen.findByRole('dialog', { name: 'Modifiche non ancora salvate' });
    await waitFor(() => expect(within(list).getByText(/Nessuna connessione/)).toBeVisible());
    await expect(
      within(list).getByRole('heading', { name: `Ispezione ${inspection.number}` }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(list).getByText('Nuovo rilievo: Catena usurata')).toBeVisible(),
    );
    await waitFor(() => expect(within(list).getByText('Foto catena.jpg')).toBeVisible());
    await expect(within(list).queryByRole('button', { name: 'Scarta' })).toBeNull();
  },
};

/**
 * Opened on another screen, the inspections not in the cache: each is named by the number and park kept
 * with its changes; a change stored before labels were kept is named by the inspection's id.
 */
export const NotInCache: Story = {
  args: {
    entries: [
      ...waiting.map((entry) => ({
        ...entry,
        label: { number: '2026/0061', park: 'Parco delle Cave' },
      })),
      {
        seq: 6,
        inspectionId: 99,
        createdAt: at,
        change: { kind: 'complete', version: 2 },
        state: { kind: 'waiting', attempt: 0 },
      },
    ],
    online: false,
    inspectionOf: () => undefined,
  },
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      await screen.findByRole('button', { name: '4 modifiche in attesa di connessione' }),
    );
    const list = await screen.findByRole('dialog', { name: 'Modifiche non ancora salvate' });
    const labelled = within(list).getByRole('region', { name: 'Ispezione 2026/0061' });
    await waitFor(() => expect(within(labelled).getByText('Parco delle Cave')).toBeVisible());
    await expect(within(list).getByRole('region', { name: 'Ispezione n. 99' })).toBeVisible();
  },
};

/** A conflict and a refusal: each says why and offers the inspector's choice. */
export const NeedsYou: Story = {
  args: { entries: [...waiting, ...needingYou] },
  play: async ({ args, canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(
      await screen.findByRole('button', { name: '2 modifiche richiedono una tua scelta' }),
    );
    const list = await screen.findByRole('dialog', { name: 'Modifiche non ancora salvate' });
    await waitFor(() =>
      expect(within(list).getByText(/Modificata da un altro nel frattempo/)).toBeVisible(),
    );
    await waitFor(() => expect(within(list).getByText(/^Rifiutata:/)).toBeVisible());
    await userEvent.click(within(list).getByRole('button', { name: 'Tieni la mia' }));
    await expect(args.onKeepMine).toHaveBeenCalledWith(4);
    await userEvent.click(within(list).getByRole('button', { name: 'Scarta' }));
    await expect(args.onDiscard).toHaveBeenCalledWith(5);
  },
};

/** In English. */
export const English: Story = {
  args: { entries: waiting, online: false },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('button', {
        name: '3 changes waiting for a connection',
      }),
    ).toBeVisible();
  },
};
