import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import {
  API_WAIT,
  expectHeading,
  expectNoSidewaysScroll,
  listScreenStates,
} from '../../stories/screen/scaffoldStates';
import { phone, renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/customers`: the office's customer registry, in every state of the list scaffold. */
const meta = {
  title: 'Screens/Customers/List',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/customers' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listScreenStates({
  path: '/customers',
  apiPath: '/customers/',
  heading: { it: 'Clienti', en: 'Customers' },
  firstRowText: 'Comune di Bologna',
  emptyHeading: 'Ancora nessun cliente',
  access: 'admin',
});

/** The path and role from the controls panel. */
export const Playground: Story = { parameters: screenParameters() };
/** Every customer, ordered by name, with the menu's current area marked. */
export const Populated: Story = states.populated;
export const English: Story = states.english;
export const Dark: Story = states.dark;
/** On a 390 px phone the table scrolls inside its own box, never the page. */
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
/** No customer yet: the empty state offers to create the first. */
export const Empty: Story = states.empty;
/** A search that matches nothing, and clearing it. */
export const NoResults: Story = states.noResults;
export const Error: Story = states.error;
/** A customer user opening an admin screen gets the 404 page. */
export const Forbidden: Story = states.forbidden;

/** Filtering by type keeps only the schools, and the filter is in the URL. */
export const FilteredByType: Story = {
  args: { path: '/customers?customer_type=school' },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Clienti');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Scuola dell’infanzia Arcobaleno')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Comune di Verona')).not.toBeInTheDocument());
    await expect(page.getByText('1 elemento')).toBeVisible();
  },
};

/** Sorting by city: the header says so (aria-sort) and the rows follow. */
export const SortedByCity: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Clienti');
    const page = within(canvasElement.ownerDocument.body);
    await page.findByText('Comune di Verona');
    await userEvent.click(page.getByRole('columnheader', { name: /Comune/ }));
    await waitFor(() =>
      expect(page.getByRole('columnheader', { name: /Comune/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await waitFor(() => expect(page.getAllByRole('row')[1]).toHaveTextContent('Bologna'));
  },
};

/**
 * On a phone the rows are cards: sorted through "Ordina per" (the headers are not there), and a card
 * opens its customer from the keyboard (Tab to its title, Enter) as by a tap.
 */
export const PhoneCards: Story = {
  globals: phone,
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Clienti');
    const page = within(canvasElement.ownerDocument.body);
    const cards = await page.findByRole('list', { name: 'Clienti' }, API_WAIT);
    await userEvent.click(page.getByRole('combobox', { name: /^Ordina per/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Comune (crescente)' }));
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await waitFor(() =>
      expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('Bologna'),
    );
    const [first] = within(cards).getAllByRole('listitem');
    const link = within(first!).getByRole('link');
    const name = link.textContent ?? '';
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expectHeading(canvasElement, name);
    await expectNoSidewaysScroll(canvasElement);
  },
};
