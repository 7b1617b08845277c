import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { demoRows, parks } from '../../stories/screen/fixtures';
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

/** Eight parks within a few hundred metres in Milan and three elsewhere in Italy. */
const manyParks = [
  ...Array.from({ length: 8 }, (_, i) => [
    'MI',
    `Parco Sempione ${i + 1}`,
    45.4726 + i * 0.0012,
    9.1751 + i * 0.0009,
  ]),
  ['RM', 'Villa Borghese', 41.9142, 12.4923],
  ['NA', 'Villa Comunale', 40.8339, 14.2331],
  ['PA', 'Villa Giulia', 38.1112, 13.3734],
].map(([province, name, latitude, longitude], i) => ({
  ...parks[0]!,
  id: 100 + i,
  code: `P-${100 + i}`,
  name: name as string,
  province: province as string,
  latitude: latitude as number,
  longitude: longitude as number,
}));

const markersOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelectorAll<HTMLElement>('.leaflet-marker-icon');

/**
 * The parks listed on a map: the Milan ones overlap at the country's zoom and show as one cluster with
 * their count; choosing it zooms in until they part; choosing a park's marker opens the park.
 */
export const Map: Story = {
  parameters: screenParameters({ rows: { ...demoRows(), 'parks/': manyParks } }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Parchi');
    const page = within(canvasElement.ownerDocument.body);
    const map = await page.findByRole('region', { name: 'Mappa dei parchi elencati' }, API_WAIT);
    await waitFor(() => expect(markersOf(canvasElement).length).toBe(4), API_WAIT);
    const cluster = [...markersOf(canvasElement)].find((marker) => marker.textContent === '8')!;
    await expect(cluster.getAttribute('title')).toContain('Parco Sempione 1');
    await userEvent.click(cluster);
    // Zoomed to its parks, the cluster splits (what is far from them is no longer drawn).
    await waitFor(
      () =>
        expect(
          [...markersOf(canvasElement)].filter((marker) => marker.title.includes('Parco Sempione'))
            .length,
        ).toBeGreaterThan(1),
      API_WAIT,
    );
    await expect(map).toBeVisible();
  },
};

/** Choosing a park's marker opens the park. */
export const MapOpensPark: Story = {
  parameters: Map.parameters,
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Parchi');
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByTitle('Villa Borghese', {}, API_WAIT));
    await expectHeading(canvasElement, 'Villa Borghese');
  },
};

/** The list opened from a link with `customer_id=<id>`: the customer filter shows `shown`. */
const filteredByCustomer = (id: number, shown: string): Story => ({
  args: { path: `/parks?customer_id=${id}` },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Parchi');
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(
      () => expect(page.getByRole('combobox', { name: /Cliente/ })).toHaveValue(shown),
      API_WAIT,
    );
  },
});

/**
 * A link that filters by customer carries only the id: the filter names the customer (read with the
 * customers' detail query).
 */
export const FilteredByCustomer: Story = filteredByCustomer(2, 'Comune di Bologna');
/** An id that names no customer shows as it is in the URL. */
export const FilteredByUnknownCustomer: Story = filteredByCustomer(999, '999');
