import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppScreen } from '../../stories/screen/AppScreen';
import { listScreenStates } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/toys`: the EN 1176 equipment register. */
const meta = {
  title: 'Screens/Toys/List',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/toys' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/toys',
  apiPath: '/toys/',
  heading: { it: 'Attrezzature', en: 'Equipment' },
  firstRowText: 'Altalena doppia a tavoletta',
  emptyHeading: 'Ancora nessuna attrezzatura',
  access: 'user',
});

/** The path and role from the controls panel. */
export const Playground: Story = { parameters: screenParameters() };
/** Every piece of equipment with its park, type (the list's label), standard, status and risk. */
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
/** On a 390 px phone the table scrolls inside its own box, never the page. */
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
/** Nothing registered yet: the empty state offers to register the first. */
export const Empty: Story = states.empty;
/** A search that matches nothing, and clearing it. */
export const NoResults: Story = states.noResults;
export const Error: Story = states.error;
