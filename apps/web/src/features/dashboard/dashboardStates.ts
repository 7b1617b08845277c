import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppScreenProps } from '../../stories/screen/AppScreen';
import {
  API_WAIT,
  expectHeading,
  expectNoSidewaysScroll,
} from '../../stories/screen/scaffoldStates';
import { never, phone, screenParameters } from '../../stories/screen/screenStories';
import {
  adminDashboard,
  adminMarkers,
  customerDashboard,
  customerMarkers,
  dashboardHandlers,
  emptyDashboard,
  failing,
} from './dashboardStories';

type Story = StoryObj<AppScreenProps>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** What differs between the two dashboards' stories. */
interface DashboardCase {
  role: 'admin' | 'customer';
  path: string;
  greeting: { it: string; en: string };
  parks: number;
}

const cases = {
  admin: {
    role: 'admin',
    path: '/dashboard/admin',
    greeting: { it: 'Ciao, Luca Bianchi!', en: 'Hello, Luca Bianchi!' },
    parks: adminMarkers.id.length,
  },
  customer: {
    role: 'customer',
    path: '/dashboard/customer',
    greeting: { it: 'Ciao, Giulia Rossi!', en: 'Hello, Giulia Rossi!' },
    parks: customerMarkers.id.length,
  },
} as const satisfies Record<string, DashboardCase>;

const dataOf = (role: DashboardCase['role']) =>
  role === 'admin'
    ? dashboardHandlers(adminDashboard, adminMarkers)
    : dashboardHandlers(customerDashboard, customerMarkers);

/** Waits for the figures: the overdue inspections' card. */
async function expectFigures(canvasElement: HTMLElement) {
  await expect(
    await body(canvasElement).findByRole('link', { name: /Ispezioni scadute/ }, API_WAIT),
  ).toBeVisible();
}

/**
 * The states of a dashboard (docs/web.md#storybook), written once for both: populated (demo-like), English,
 * dark, phone, loading, empty (a new company) and error with retry.
 */
export function dashboardStates(role: DashboardCase['role']) {
  const screen: DashboardCase = cases[role];
  const parameters = screenParameters({ role, handlers: dataOf(role) });
  const populated: Story = {
    args: { path: screen.path, role },
    parameters,
    play: async ({ canvasElement }) => {
      await expectHeading(canvasElement, screen.greeting.it);
      await expectFigures(canvasElement);
      const page = body(canvasElement);
      // The map shows every park of the answer, clustered where they crowd.
      await waitFor(
        () =>
          expect(
            canvasElement.ownerDocument.querySelector(`[data-markers="${screen.parks}"]`),
          ).not.toBeNull(),
        API_WAIT,
      );
      await expect(page.getByRole('region', { name: 'Mappa dei parchi' })).toBeVisible();
      await expect(
        page.getByText('Rischio alto o molto alto, oppure ispezione scaduta'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ispezioni per mese' })).toBeVisible();
      await expect(page.getByText(/negli ultimi 12 mesi: \d+ conformi/)).toBeVisible();
      await expect(page.getByText(/rilievi aperti: 1 a rischio molto alto/)).toBeVisible();
      await waitFor(() => expect(document.title).toMatch(/dashboard.* · Altalena$/i));
    },
  };
  return {
    populated,
    english: {
      ...populated,
      globals: { locale: 'en' },
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.greeting.en);
        const page = body(canvasElement);
        await expect(
          await page.findByRole('link', { name: /Inspections overdue/ }, API_WAIT),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Inspections per month' })).toBeVisible();
        await expect(page.getByText(role === 'admin' ? 'Administrator' : 'Customer')).toBeVisible();
      },
    } satisfies Story,
    dark: {
      ...populated,
      globals: { theme: 'dark' },
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.greeting.it);
        await expectFigures(canvasElement);
        await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
      },
    } satisfies Story,
    phone: {
      ...populated,
      globals: phone,
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.greeting.it);
        await expectFigures(canvasElement);
        await waitFor(
          () =>
            expect(
              canvasElement.ownerDocument.querySelector(`[data-markers="${screen.parks}"]`),
            ).not.toBeNull(),
          API_WAIT,
        );
        await expectNoSidewaysScroll(canvasElement);
      },
    } satisfies Story,
    loading: {
      args: { path: screen.path, role },
      parameters: screenParameters({ role, handlers: [never('/dashboard/'), ...dataOf(role)] }),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.greeting.it);
        await expect(
          await body(canvasElement).findByRole('status', { name: 'Caricamento della dashboard' }),
        ).toHaveAttribute('aria-busy', 'true');
      },
    } satisfies Story,
    empty: {
      args: { path: screen.path, role },
      parameters: screenParameters({
        role,
        rows: {},
        handlers: dashboardHandlers(emptyDashboard(role === 'customer'), {
          id: [],
          name: [],
          city: [],
          latitude: [],
          longitude: [],
          worst_open_risk: [],
          overdue: [],
          next_due_on: [],
        }),
      }),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.greeting.it);
        const page = body(canvasElement);
        await expect(
          await page.findByRole('heading', { name: 'Benvenuto in Altalena' }, API_WAIT),
        ).toBeVisible();
        // No wall of zeros, no empty map: one way forward.
        await expect(page.queryByRole('link', { name: /Ispezioni scadute/ })).toBeNull();
        await expect(page.queryByRole('region', { name: 'Mappa dei parchi' })).toBeNull();
        await userEvent.click(page.getByRole('button', { name: 'Nuovo parco' }));
        await expect(
          await page.findByRole('heading', { level: 1, name: 'Nuovo parco' }, API_WAIT),
        ).toBeVisible();
      },
    } satisfies Story,
    error: {
      args: { path: screen.path, role },
      // The client retries a read once: both fail, the user's retry succeeds.
      parameters: screenParameters({
        role,
        handlers: [failing('/dashboard/', 2), ...dataOf(role)],
      }),
      play: async ({ canvasElement }) => {
        await expectHeading(canvasElement, screen.greeting.it);
        const page = body(canvasElement);
        await expect(
          await page.findByText('Non è stato possibile caricare la dashboard', {}, API_WAIT),
        ).toBeVisible();
        await userEvent.click(page.getByRole('button', { name: 'Riprova' }));
        await expectFigures(canvasElement);
      },
    } satisfies Story,
  };
}
