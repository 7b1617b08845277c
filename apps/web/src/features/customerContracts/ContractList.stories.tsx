import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppScreen } from '../../stories/screen/AppScreen';
import { listScreenStates } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/customers/contracts`: every customer contract, in every state of the list scaffold. */
const meta = {
  title: 'Screens/Customer contracts/List',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/customers/contracts' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/customers/contracts',
  apiPath: '/customer-contracts/',
  heading: { it: 'Contratti clienti', en: 'Customer contracts' },
  firstRowText: 'VR-2026-001',
  emptyHeading: 'Ancora nessun contratto',
  access: 'admin',
});

export const Playground: Story = { parameters: screenParameters() };
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;
export const NoResults: Story = states.noResults;
export const Error: Story = states.error;
export const Forbidden: Story = states.forbidden;
