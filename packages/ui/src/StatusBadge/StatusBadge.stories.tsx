import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusTones, type StatusKind, type StatusValue } from './StatusBadge';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { kind: 'risk', value: 'very_high' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

function AllOf({ kind }: { kind: StatusKind }) {
  const values = Object.keys(statusTones[kind]) as StatusValue<StatusKind>[];
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {values.map((value) => (
        <li key={value}>
          {/* The union of kinds cannot be narrowed from a loop variable. */}
          <StatusBadge {...({ kind, value } as { kind: 'risk'; value: 'low' })} />
        </li>
      ))}
    </ul>
  );
}

const allStory = (kind: StatusKind, firstLabelIt: string): Story => ({
  render: () => <AllOf kind={kind} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(
      Object.keys(statusTones[kind]).length,
    );
    await expect(canvas.getAllByText(firstLabelIt)[0]).toBeVisible();
  },
});

export const RiskLevels = allStory('risk', 'Molto alto');
export const InspectionStatuses = allStory('inspection', 'Firmata');
export const QuoteStatuses = allStory('quote', 'Inviato');
export const ContractStatuses = allStory('contract', 'Attivo');
export const FindingStatuses = allStory('finding', 'Preventivata');
export const ParkStatuses = allStory('park', 'Parzialmente chiuso');
export const ToyStatuses = allStory('toy', 'Fuori servizio');
export const InspectionOutcomes = allStory('outcome', 'Con osservazioni');
