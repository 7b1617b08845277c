import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { API_WAIT, expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/parks`: the parks, soonest due first, for the office and for a customer's own. */
const meta = {
  title: 'Screens/Parks/List',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/parks' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/parks',
  apiPath: '/parks/',
  heading: { it: 'Parchi', en: 'Parks' },
  firstRowText: 'Giardino Giusti',
  emptyHeading: 'Ancora nessun parco',
  access: 'user',
});

/** The path and role from the controls panel. */
export const Playground: Story = { parameters: screenParameters() };
/** Every park with its customer, highest open risk and next due inspection (overdue stands out). */
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
/** On a 390 px phone the table scrolls inside its own box, never the page. */
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
/** No park yet: the empty state offers to create the first. */
export const Empty: Story = states.empty;
/** A search that matches nothing, and clearing it. */
export const NoResults: Story = states.noResults;
export const Error: Story = states.error;

/** A customer user sees their parks without the customer column or filter (they are all theirs). */
export const CustomerUser: Story = {
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Parchi');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Giardino Giusti', {}, API_WAIT)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Comune/ })).toBeVisible();
    await waitFor(() =>
      expect(page.queryByRole('columnheader', { name: /Cliente/ })).not.toBeInTheDocument(),
    );
    await expect(page.queryByRole('combobox', { name: /Cliente/ })).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'VR-001' })).toHaveAttribute('href', '/parks/1');
  },
};
