import { FeatureMessages } from '@altalena/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inspectionInProgressDetail } from '../../../../stories/screen/fixtures';
import { signedInCatalog } from '../../../../app/signedInCatalog';
import { inspectionsCatalog } from '../../catalog';
import { completionMissing } from '../completionMissing';
import { CompletionChecklist } from './CompletionChecklist';

const items = inspectionInProgressDetail.items;

/** What completing an inspection still needs, listed before the inspector taps "Complete". */
const meta = {
  title: 'Inspections/CompletionChecklist',
  component: CompletionChecklist,
  args: {
    // The fixture's swing is defective with findings; mark the slide defective without one.
    missing: completionMissing(items, (item) => (item.id === 12 ? 'defect' : item.outcome)),
    onJump: fn(),
  },
  render: (args) => (
    <FeatureMessages catalog={signedInCatalog}>
      <FeatureMessages catalog={inspectionsCatalog}>
        <CompletionChecklist {...args} />
      </FeatureMessages>
    </FeatureMessages>
  ),
} satisfies Meta<typeof CompletionChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One entry per thing missing, in item order: the carried finding to re-check, the defect without a
 * finding, the items without an outcome; an entry jumps to its item.
 */
export const Missing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Prima di completare: mancano 4 cose' });
    const entries = within(list).getAllByRole('link');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'G01 · Altalena doppia a tavoletta: verifica il rilievo riportato (ancora aperto, risolto o verificato)',
      'G02 · Scivolo con scaletta: segnata come difettosa, registra il rilievo',
      'Percorsi: registra l’esito',
      'Pavimentazione: registra l’esito',
    ]);
    await userEvent.click(entries[1]!);
    await expect(args.onJump).toHaveBeenCalledWith(12);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', {
        name: 'Before completing: 4 things are missing',
      }),
    ).toBeVisible();
  },
};

/** Nothing missing: nothing shown. */
export const Complete: Story = {
  args: { missing: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
