import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppScreen } from '../../stories/screen/AppScreen';
import { listScreenStates } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/inspections`: every inspection, newest first. */
const meta = {
  title: 'Screens/Inspections/List',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/inspections' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/inspections',
  apiPath: '/inspections/',
  heading: { it: 'Ispezioni', en: 'Inspections' },
  firstRowText: '2026/0057',
  emptyHeading: 'Ancora nessuna ispezione',
  access: 'user',
});

/** The path and role from the controls panel. */
export const Playground: Story = { parameters: screenParameters() };
/** Number, park, type, date, status, outcome, overall risk and inspector of each inspection. */
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
/**
 * On a 390 px phone the full list (`?view=list`: an administrator's phone opens on My day) shows cards,
 * never a table scrolled sideways.
 */
export const Phone: Story = { ...states.phone, args: { path: '/inspections?view=list' } };
export const Loading: Story = states.loading;
/** None yet: the empty state says inspections start from their park. */
export const Empty: Story = states.empty;
/** A search that matches nothing, and clearing it. */
export const NoResults: Story = states.noResults;
export const Error: Story = states.error;
