import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { API_WAIT, expectHeading, listScreenStates } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/quotes`: every quote the user may see, with its quick views. */
const meta = {
  title: 'Screens/Quotes/List',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/quotes' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The quote numbers of the table's rows, in order. */
async function rowNumbers(canvasElement: HTMLElement) {
  const table = await page(canvasElement).findByRole('table', { name: 'Preventivi' }, API_WAIT);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);
}

const states = listScreenStates({
  path: '/quotes',
  apiPath: '/quotes/',
  heading: { it: 'Preventivi', en: 'Quotes' },
  firstRowText: '2026/0027',
  emptyHeading: 'Ancora nessun preventivo',
  access: 'user',
});

/** The path and role from the controls panel. */
export const Playground: Story = { parameters: screenParameters() };
/**
 * Number, inspection, park, customer, dates, status and total VAT included of each quote, the newest
 * first (the draft of today leads).
 */
export const Populated: Story = {
  ...states.populated,
  play: async (context) => {
    await states.populated.play?.(context);
    const { canvasElement } = context;
    await waitFor(async () => expect((await rowNumbers(canvasElement))[0]).toBe('2026/0031'));
    const table = page(canvasElement).getByRole('table', { name: 'Preventivi' });
    await expect(
      await within(table).findAllByText('Comune di Verona', {}, API_WAIT),
    ).not.toHaveLength(0);
    await expect(within(table).getByRole('link', { name: '2026/0027' })).toHaveAttribute(
      'href',
      '/quotes/4',
    );
  },
};
export const English: Story = states.english;
export const Dark: Story = states.dark;
/** On a 390 px phone the table scrolls inside its own box, never the page. */
export const Phone: Story = states.phone;
export const Loading: Story = states.loading;
/** None yet: the empty state says a quote starts from an inspection. */
export const Empty: Story = states.empty;
/** A search that matches nothing, and clearing it. */
export const NoResults: Story = states.noResults;
export const Error: Story = states.error;

/**
 * A customer: the quotes waiting for their answer first (the one expiring soonest leads), no drafts,
 * no customer column.
 */
export const Customer: Story = {
  args: { path: '/quotes', role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Preventivi');
    await waitFor(
      async () =>
        expect(await rowNumbers(canvasElement)).toEqual([
          '2026/0027',
          '2026/0029',
          '2026/0024',
          '2026/0021',
        ]),
      API_WAIT,
    );
    const table = page(canvasElement).getByRole('table', { name: 'Preventivi' });
    await expect(within(table).queryByRole('columnheader', { name: 'Cliente' })).toBeNull();
    await expect(
      page(canvasElement).queryByRole('button', { name: /Vai alle ispezioni/ }),
    ).toBeNull();
  },
};

/** The quick view "expiring within 14 days": the sent quotes whose validity ends soon. */
export const Expiring: Story = {
  args: { path: '/quotes?view=expiring' },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Preventivi');
    await waitFor(
      async () => expect(await rowNumbers(canvasElement)).toEqual(['2026/0027']),
      API_WAIT,
    );
  },
};

/** Choosing a quick view from its select: waiting for an answer, then the drafts. */
export const QuickViews: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Preventivi');
    const screen = page(canvasElement);
    const choose = async (option: string) => {
      await userEvent.click(
        await screen.findByRole('combobox', { name: /^Vista rapida/ }, API_WAIT),
      );
      await userEvent.click(await screen.findByRole('option', { name: option }, API_WAIT));
    };
    await choose('In attesa di risposta');
    await waitFor(
      async () => expect(await rowNumbers(canvasElement)).toEqual(['2026/0027', '2026/0029']),
      API_WAIT,
    );
    await choose('Bozze');
    await waitFor(
      async () => expect(await rowNumbers(canvasElement)).toEqual(['2026/0031']),
      API_WAIT,
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
