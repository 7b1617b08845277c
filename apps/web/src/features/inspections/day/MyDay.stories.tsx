import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { deleteOfflineDb } from '../../../offline/db';
import { todayInItaly } from '../../../scaffold/format';
import { api } from '../../../stories/authStories';
import { inspectionInProgressDetail } from '../../../stories/screen/fixtures';
import { AppScreen } from '../../../stories/screen/AppScreen';
import {
  API_WAIT,
  expectHeading,
  expectNoSidewaysScroll,
} from '../../../stories/screen/scaffoldStates';
import { phone, renderScreen, screenParameters } from '../../../stories/screen/screenStories';
import { inspectionStoryApi } from '../../../stories/screen/inspectionStoryApi';
import { dayStoryApi, storyDay, veronaCentre } from './dayStoryApi';
import type { Place } from './distance';
import { forgetDevicePosition, POSITION_DECLINED_KEY } from './useDevicePosition';

/**
 * `/inspections` on a phone, for an administrator: "My day", their inspections to do, then the parks
 * coming due, nearest first once the position is given, with downloads for offline use.
 */
const meta = {
  title: 'Screens/Inspections/My day',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/inspections' },
  globals: phone,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The session user of the stories (the admin of `sessionHandlers`). */
const STORY_USER_ID = 1;

/** The device answers `place` when asked for its position (the browser's prompt is not in a story). */
function stubPosition(place: Place) {
  return () => {
    localStorage.removeItem(POSITION_DECLINED_KEY);
    forgetDevicePosition();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: place, timestamp: Date.now() } as unknown as GeolocationPosition),
      },
    });
    return () => {
      // The own property shadows the browser's: removing it brings the real one back.
      delete (navigator as { geolocation?: unknown }).geolocation;
      localStorage.removeItem(POSITION_DECLINED_KEY);
    };
  };
}

const titlesIn = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/**
 * The screen says why it wants the position, then orders by it: Giardino Giusti (a few hundred metres
 * away) first, Bussolengo (the most overdue, 12 km away) last, each with its distance.
 */
export const Populated: Story = {
  parameters: screenParameters({ handlers: dayStoryApi() }),
  beforeEach: stubPosition(veronaCentre),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'La mia giornata');
    const screen = page(canvasElement);
    const due = await screen.findByRole('region', { name: /Parchi in scadenza/ }, API_WAIT);
    // Before the position: the server's order, by due date.
    await expect(titlesIn(due)[0]).toBe('Parco delle Colombare');
    await expect(await screen.findByText(/Altalena ha bisogno della tua posizione/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    await waitFor(() => expect(titlesIn(due)[0]).toBe('Giardino Giusti'));
    await expect(titlesIn(due).at(-1)).toBe('Parco delle Colombare');
    await expect(within(due).getAllByText(/^a \d/).length).toBe(storyDay.due.length);
    const mine = screen.getByRole('region', { name: 'Le mie ispezioni' });
    await expect(within(mine).getByRole('button', { name: 'Continua' })).toBeVisible();
    await expect(within(mine).getByRole('button', { name: 'Inizia' })).toBeVisible();
    await expect(screen.queryByText(/Altalena ha bisogno/)).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
    // At the end of the page the sync state floats over nothing: the last card's button takes the tap.
    const last = within(due).getAllByRole('button').at(-1)!;
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => {
      const box = last.getBoundingClientRect();
      const hit = canvasElement.ownerDocument.elementFromPoint(
        box.x + box.width / 2,
        box.y + box.height / 2,
      );
      expect(last.contains(hit)).toBe(true);
    });
  },
};

/** What "Start" sent, for `StartFromDue` to check. */
const startedBodies: unknown[] = [];

/**
 * "Start" on a park due creates, with one tap, that park's inspection of the type due, today, with the
 * one who taps as inspector, and opens it.
 */
export const StartFromDue: Story = {
  parameters: screenParameters({
    handlers: [
      http.post(api('/inspections/'), async ({ request }) => {
        startedBodies.push(await request.json());
        return HttpResponse.json(inspectionInProgressDetail, {
          status: 201,
          headers: { etag: `"${inspectionInProgressDetail.version}"` },
        });
      }),
      ...inspectionStoryApi(),
      ...dayStoryApi(),
    ],
  }),
  beforeEach: () => {
    startedBodies.length = 0;
    return stubPosition(veronaCentre)();
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const due = await screen.findByRole('region', { name: /Parchi in scadenza/ }, API_WAIT);
    const giusti = within(due)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Giardino Giusti'));
    await userEvent.click(within(giusti!).getByRole('button', { name: 'Inizia' }));
    await expectHeading(canvasElement, `Ispezione ${inspectionInProgressDetail.number}`);
    expect(startedBodies).toEqual([
      {
        park_id: storyDay.due.find((row) => row.park_name === 'Giardino Giusti')!.park_id,
        type: storyDay.due.find((row) => row.park_name === 'Giardino Giusti')!.inspection_type,
        inspector_id: STORY_USER_ID,
        scheduled_for: todayInItaly(),
      },
    ]);
  },
};

/** Nothing assigned and nothing due. */
export const Empty: Story = {
  parameters: screenParameters({
    handlers: dayStoryApi({ ...storyDay, inspections: [], due: [] }),
  }),
  beforeEach: stubPosition(veronaCentre),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(
      await screen.findByText('Nessuna ispezione è assegnata a te.', {}, API_WAIT),
    ).toBeVisible();
    await expect(screen.getByText('Nessun parco è scaduto o in scadenza.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Scarica tutta la giornata' })).toBeNull();
  },
};

/** "Not now": the day stays ordered by due date, says so, and does not ask again. */
export const PositionRefused: Story = {
  parameters: screenParameters({ handlers: dayStoryApi() }),
  beforeEach: stubPosition(veronaCentre),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const due = await screen.findByRole('region', { name: /Parchi in scadenza/ }, API_WAIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Non ora' }));
    await expect(
      await screen.findByText('Senza la tua posizione i parchi sono ordinati per scadenza.'),
    ).toBeVisible();
    await expect(titlesIn(due)).toEqual(storyDay.due.map((row) => row.park_name));
    await expect(within(due).queryByText(/^a \d/)).toBeNull();
    await expect(localStorage.getItem(POSITION_DECLINED_KEY)).toBe('true');
  },
};

/**
 * Download one inspection: "Available offline" with the time, and the storage it takes; without a
 * connection the day says what it shows. Removing the offline data asks first.
 */
export const OfflineWithDownloads: Story = {
  parameters: screenParameters({ handlers: [...inspectionStoryApi(), ...dayStoryApi()] }),
  beforeEach: async () => {
    await deleteOfflineDb(STORY_USER_ID);
    const cleanPosition = stubPosition(veronaCentre)();
    return async () => {
      cleanPosition();
      delete (navigator as { onLine?: boolean }).onLine;
      // The story's query client is gone: nothing hears an `online` event, tell TanStack directly.
      onlineManager.setOnline(true);
      await deleteOfflineDb(STORY_USER_ID);
    };
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const mine = await screen.findByRole('region', { name: 'Le mie ispezioni' }, API_WAIT);
    const [first] = within(mine).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Scarica per offline' }));
    await expect(
      await within(first!).findByText(/Disponibile offline ·/, {}, API_WAIT),
    ).toBeVisible();
    await expect(
      await screen.findByRole('region', { name: 'Dati offline su questo dispositivo' }),
    ).toBeVisible();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    await expect(
      await screen.findByText('Nessuna connessione: vedi ciò che hai scaricato.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Scarica tutta la giornata' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi i dati offline' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi i dati offline' }));
    await waitFor(() => expect(within(first!).queryByText(/Disponibile offline/)).toBeNull());
  },
};

/** A download that cannot finish (the server fails) says so and stores nothing. */
export const DownloadFailed: Story = {
  parameters: screenParameters({ handlers: dayStoryApi() }),
  beforeEach: async () => {
    await deleteOfflineDb(STORY_USER_ID);
    return stubPosition(veronaCentre)();
  },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const mine = await screen.findByRole('region', { name: 'Le mie ispezioni' }, API_WAIT);
    const [, planned] = within(mine).getAllByRole('listitem');
    // Inspection 3 is not in the mock API: its detail answers 404.
    await userEvent.click(within(planned!).getByRole('button', { name: 'Scarica per offline' }));
    const failed = 'Il download non è finito. Riprova con la connessione.';
    await screen.findByText(failed, {}, API_WAIT);
    // The toast slides in: visible once its entry animation has run.
    await waitFor(() => expect(screen.getByText(failed)).toBeVisible());
    await expect(within(planned!).queryByText(/Disponibile offline/)).toBeNull();
  },
};

/** "All inspections" switches to the full list (cards on the phone); "My day" comes back. */
export const SwitchToList: Story = {
  parameters: screenParameters({ handlers: dayStoryApi() }),
  beforeEach: stubPosition(veronaCentre),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'La mia giornata');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Tutte le ispezioni' }));
    await expectHeading(canvasElement, 'Ispezioni');
    await expect(await screen.findByRole('list', { name: 'Ispezioni' }, API_WAIT)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'La mia giornata' }));
    await expectHeading(canvasElement, 'La mia giornata');
  },
};
