import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppScreenProps } from './AppScreen';
import { never, noRows, phone, refuse, screenParameters } from './screenStories';

type Story = StoryObj<AppScreenProps>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * How long a story waits for the app's first screen: the session check, the user, the lazy route and
 * its data, on a loaded 2-core machine.
 */
export const FIRST_SCREEN_TIMEOUT_MS = 10_000;

/** Options of a `findBy…` or `waitFor` for what an answer of the mock API shows: as long a wait. */
export const API_WAIT = { timeout: FIRST_SCREEN_TIMEOUT_MS };

/** Waits for the screen's level-1 heading. */
export async function expectHeading(canvasElement: HTMLElement, name: string | RegExp) {
  const screen = body(canvasElement);
  await expect(
    await screen.findByRole('heading', { level: 1, name }, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
  ).toBeVisible();
}

/** The link of the current area in the app shell's menu. */
export async function expectCurrentNavLink(canvasElement: HTMLElement, name: string) {
  const links = body(canvasElement).getAllByRole('link', { name });
  await expect(links.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
}

/** The page never scrolls sideways (phones, docs/web.md#lists). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth));
}

/** What a list screen's stories need to know. */
export interface ListScreen {
  /** Its URL. */
  path: string;
  /** The API collection it lists, e.g. `/customers/`. */
  apiPath: string;
  /** Its heading in Italian and in English. */
  heading: { it: string; en: string };
  /** A text in the first row of the fixtures (populated state). */
  firstRowText: string;
  /** The empty state's heading in Italian. */
  emptyHeading: string;
  /** Who may open it; admin screens show the 404 page to a customer user. */
  access: 'admin' | 'user';
}

/**
 * The states every list screen has (docs/web.md#storybook), written once: populated, English, dark, phone,
 * loading, empty, no results, error and, for admin screens, forbidden to a customer user.
 */
export function listScreenStates(screen: ListScreen) {
  const populated: Story = {
    args: { path: screen.path },
    parameters: screenParameters(),
    play: async ({ canvasElement }) => {
      await expectHeading(canvasElement, screen.heading.it);
      const page = body(canvasElement);
      await expect(await page.findByText(screen.firstRowText, {}, API_WAIT)).toBeVisible();
      await expectCurrentNavLink(canvasElement, screen.heading.it);
      await waitFor(() => expect(document.title).toBe(`${screen.heading.it} · Altalena`));
    },
  };
  const states = {
    populated,
    english: {
      ...populated,
      globals: { locale: 'en' },
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading.en);
        await expect(
          await body(canvasElement).findByText(screen.firstRowText, {}, API_WAIT),
        ).toBeVisible();
      },
    } satisfies Story,
    dark: {
      ...populated,
      globals: { theme: 'dark' },
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading.it);
        await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
      },
    } satisfies Story,
    phone: {
      ...populated,
      globals: phone,
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading.it);
        const page = body(canvasElement);
        await expect(await page.findByText(screen.firstRowText, {}, API_WAIT)).toBeVisible();
        // Cards, not a table scrolled sideways: each row a list item whose title opens it.
        const cards = page.getByRole('list', { name: screen.heading.it });
        await expect(page.queryByRole('grid')).toBeNull();
        await expect(page.queryByRole('table')).toBeNull();
        const [first] = within(cards).getAllByRole('listitem');
        await expect(first).toBeDefined();
        await expect(within(first as HTMLElement).getByRole('link')).toBeVisible();
        await expectNoSidewaysScroll(canvasElement);
      },
    } satisfies Story,
    loading: {
      args: { path: screen.path },
      parameters: screenParameters({ handlers: [never(screen.apiPath)] }),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading.it);
        await waitFor(() =>
          expect(
            canvasElement.ownerDocument.querySelector('table[aria-busy="true"]'),
          ).not.toBeNull(),
        );
      },
    } satisfies Story,
    empty: {
      args: { path: screen.path },
      parameters: screenParameters({ rows: noRows() }),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading.it);
        await expect(
          await body(canvasElement).findByRole('heading', { name: screen.emptyHeading }, API_WAIT),
        ).toBeVisible();
      },
    } satisfies Story,
    noResults: {
      args: { path: `${screen.path}?search=nessuno-si-chiama-cosi` },
      parameters: screenParameters(),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading.it);
        const page = body(canvasElement);
        await expect(
          await page.findByRole('heading', { name: 'Nessun risultato' }, API_WAIT),
        ).toBeVisible();
        await userEvent.click(page.getByRole('button', { name: 'Azzera ricerca e filtri' }));
        await expect(await page.findByText(screen.firstRowText, {}, API_WAIT)).toBeVisible();
      },
    } satisfies Story,
    error: {
      args: { path: screen.path },
      parameters: screenParameters({
        handlers: [refuse(screen.apiPath, 500, 'unknown_server_error')],
      }),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.heading.it);
        const page = body(canvasElement);
        await expect(
          await page.findByText('Non è stato possibile caricare l’elenco', {}, API_WAIT),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
      },
    } satisfies Story,
    forbidden: {
      args: { path: screen.path, role: 'customer' },
      parameters: screenParameters({ role: 'customer' }),
      play: async ({ canvasElement }) => {
        await expect(
          await body(canvasElement).findByText('404', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
        ).toBeVisible();
      },
    } satisfies Story,
  };
  return states;
}

/** A detail screen whose id does not exist (or belongs to another customer): the 404 page. */
export function notFoundState(path: string): Story {
  return {
    parameters: screenParameters(),
    args: { path },
    play: async ({ canvasElement }) => {
      await expect(
        await body(canvasElement).findByText('404', {}, { timeout: FIRST_SCREEN_TIMEOUT_MS }),
      ).toBeVisible();
    },
  };
}
