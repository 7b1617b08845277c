import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import {
  API_WAIT,
  expectCurrentNavLink,
  expectHeading,
  FIRST_SCREEN_TIMEOUT_MS,
} from '../../stories/screen/scaffoldStates';
import { demoRows, parks } from '../../stories/screen/fixtures';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';
import { dashboardStates } from './dashboardStates';
import {
  adminDashboard,
  adminMarkers,
  crowdedMarkers,
  dashboardHandlers,
} from './dashboardStories';

/**
 * `/dashboard/admin`: the office's morning: figures that open the lists behind them, every park on a
 * map, the inspections of the last twelve months and the open findings.
 */
const meta = {
  title: 'Screens/Dashboard/Admin',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/dashboard/admin' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = dashboardStates('admin');
const parameters = screenParameters({ handlers: dashboardHandlers(adminDashboard, adminMarkers) });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The demo office: overdue and upcoming inspections, risks, quotes, a contract ending, the map. */
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
/** On a 390 px phone the cards stack and nothing scrolls the page sideways. */
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
/** A new company: a welcome and the first steps rather than zeros and an empty map. */
export const Empty: Story = states.empty;
/** The figures fail to load; "Riprova" asks again. */
export const Error: Story = states.error;

/** Every figure links to the list behind it, filtered as the server counted it. */
export const FigureLinks: Story = {
  parameters,
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const href = async (name: RegExp) =>
      (await screen.findByRole('link', { name }, API_WAIT)).getAttribute('href');
    await expect(await href(/Ispezioni scadute/)).toBe('/parks?overdue=true');
    await expect(await href(/In scadenza entro 30 giorni/)).toBe('/parks?due_within_days=30');
    await expect(await href(/Preventivi in attesa di risposta/)).toBe('/quotes?status=sent');
    await expect(await href(/Preventivi in scadenza entro 14 giorni/)).toBe(
      '/quotes?status=sent&valid_until_to=2026-12-07',
    );
    await expect(await href(/Contratti in scadenza entro 60 giorni/)).toBe(
      '/customers/contracts?status=active&end_date_from=2026-11-23&end_date_to=2027-01-22',
    );
    await expect(await href(/Molto alto/)).toBe('/parks?worst_open_risk=very_high');
    await expect(await href(/8 parchi con rilievi aperti/)).toBe('/parks?has_open_findings=true');
    // Findings past their timeframe: counted, and leading to the parks that have them.
    const late = await screen.findByRole('link', { name: /Rilievi oltre i tempi/ }, API_WAIT);
    await expect(late).toHaveTextContent('3 interventi in ritardo: vedi i parchi');
    await expect(late.getAttribute('href')).toBe('/parks?has_late_findings=true');
    // The figure opens the parks list with its filter set.
    await userEvent.click(screen.getByRole('link', { name: /Ispezioni scadute/ }));
    await expectHeading(canvasElement, 'Parchi');
    await expectCurrentNavLink(canvasElement, 'Parchi');
  },
};

/** A chart's numbers as a table, for whoever cannot read the bars. */
export const ChartAsTable: Story = {
  parameters,
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const chart = within(
      await screen.findByRole('region', { name: 'Ispezioni per mese' }, API_WAIT),
    );
    const toggle = chart.getByRole('button', { name: 'Mostra come tabella' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const table = chart.getByRole('table', { name: 'Ispezioni per mese' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('rowheader', { name: 'novembre 2026' })).toBeVisible();
    await expect(
      within(table).getByRole('columnheader', { name: 'Con osservazioni' }),
    ).toBeVisible();
    await userEvent.click(chart.getByRole('button', { name: 'Nascondi la tabella' }));
    await expect(chart.queryByRole('table')).toBeNull();
  },
};

/**
 * The map: the parks that crowd at the country's zoom share a cluster named after them (with why each
 * stands out); a park's marker opens the park.
 */
export const MarkerOpensPark: Story = {
  parameters: screenParameters({
    rows: { ...demoRows(), 'parks/': [...parks, { ...parks[0]!, id: 17, name: 'Villa Comunale' }] },
    handlers: dashboardHandlers(adminDashboard, adminMarkers),
  }),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('region', { name: 'Mappa dei parchi' }, API_WAIT);
    const markers = () => [
      ...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('.leaflet-marker-icon'),
    ];
    await waitFor(() => expect(markers().length).toBeGreaterThan(1), API_WAIT);
    await expect(
      markers().some((marker) =>
        marker.title.includes('Giardino Giusti: ispezione scaduta, rischio medio'),
      ),
    ).toBe(true);
    await userEvent.click(await screen.findByTitle('Villa Comunale', {}, API_WAIT));
    await expectHeading(canvasElement, 'Villa Comunale');
  },
};

/**
 * Three thousand parks: clusters on the country's map, each naming its first parks and how many more; at
 * any zoom only the clusters and parks in and around the view are drawn.
 */
export const ManyParks: Story = {
  parameters: screenParameters({
    handlers: dashboardHandlers(adminDashboard, crowdedMarkers(3000)),
  }),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const map = await screen.findByRole('region', { name: 'Mappa dei parchi' }, API_WAIT);
    const drawn = () => [...map.querySelectorAll<HTMLElement>('.leaflet-marker-icon')];
    await waitFor(() => expect(drawn().length).toBeGreaterThan(1), API_WAIT);
    // Fitted to every park, all are in view: clustered into a few hundred.
    await expect(drawn().length).toBeLessThan(750);
    await expect(drawn().some((marker) => /, e altri \d+$/.test(marker.title))).toBe(true);
    for (let zoom = 0; zoom < 4; zoom++) {
      const before = drawn()
        .map((marker) => marker.title)
        .join();
      await userEvent.click(await screen.findByRole('button', { name: 'Ingrandisci' }));
      await waitFor(() =>
        expect(
          drawn()
            .map((marker) => marker.title)
            .join(),
        ).not.toBe(before),
      );
    }
    // Four steps closer, most parks stand alone (thousands): only those in and around the view are drawn.
    await expect(drawn().length).toBeLessThan(400);
  },
};

/** Switched to English, the map is made anew in that language, with every marker drawn again. */
export const MapInAnotherLanguage: Story = {
  parameters,
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const drawn = (map: HTMLElement) => map.querySelectorAll('.leaflet-marker-icon').length;
    const before = await screen.findByRole('region', { name: 'Mappa dei parchi' }, API_WAIT);
    await waitFor(() => expect(drawn(before)).toBeGreaterThan(1), API_WAIT);
    const count = drawn(before);
    await userEvent.click(await screen.findByRole('button', { name: 'Lingua: Italiano' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    const map = await screen.findByRole('region', { name: 'Map of the parks' }, API_WAIT);
    await expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeVisible();
    await waitFor(() => expect(drawn(map)).toBe(count), API_WAIT);
  },
};

/** A customer user asking for the admin dashboard gets the 404 page. */
export const Forbidden: Story = {
  args: { role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('404', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
    ).toBeVisible();
  },
};
