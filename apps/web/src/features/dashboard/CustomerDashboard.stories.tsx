import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { API_WAIT } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';
import { dashboardStates } from './dashboardStates';
import { customerDashboard, customerMarkers, dashboardHandlers } from './dashboardStories';

/**
 * `/dashboard/customer`: a municipality's parks officer's morning: the quotes to answer first, then
 * the same figures, map and charts as the office's, for their own parks only.
 */
const meta = {
  title: 'Screens/Dashboard/Customer',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/dashboard/customer', role: 'customer' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = dashboardStates('customer');

/** The Comune di Verona's five parks, two quotes to answer, the figures, map and charts. */
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
/** On a 390 px phone: the quotes first, nothing scrolls the page sideways. */
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
/** A customer without parks yet: a welcome and the first park to add. */
export const Empty: Story = states.empty;
/** The figures fail to load; "Riprova" asks again. */
export const Error: Story = states.error;

/** The quotes to answer come first, soonest to expire first, each opening its quote; no contracts. */
export const QuotesFirst: Story = {
  parameters: screenParameters({
    role: 'customer',
    handlers: dashboardHandlers(customerDashboard, customerMarkers),
  }),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const quotes = await screen.findByRole('region', { name: 'Preventivi da valutare' }, API_WAIT);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings[0]).toBe('Preventivi da valutare');
    const links = within(quotes).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/quotes/41',
      '/quotes/43',
      '/quotes?status=sent',
    ]);
    await expect(within(quotes).getByText(/Scade il 28 nov 2026/)).toBeVisible();
    await expect(within(quotes).getByText(/Valido fino al 20 dic 2026/)).toBeVisible();
    await expect(screen.queryByRole('link', { name: /Contratti in scadenza/ })).toBeNull();
  },
};
