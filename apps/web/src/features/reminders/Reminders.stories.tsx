import type { ReminderKind, User } from '@altalena/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '../../stories/authStories';
import { AppScreen, storyUserOf } from '../../stories/screen/AppScreen';
import { API_WAIT, expectHeading } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** The user menu's "Reminders" dialog: a switch per kind of reminder the role receives, saved at once. */
const meta = {
  title: 'Screens/Reminders',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/parks' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How the mock `PATCH users/me/` answers. */
type PatchAnswer = 'save' | 'never' | 'fail' | 'stale';

/** What the mock server holds, was sent and was read: reset before each story. */
const server: {
  user: User | null;
  sent: { ifMatch: string | null; body: unknown }[];
  /** How many of the next reads fail (the client tries a read twice). */
  failingReads: number;
} = { user: null, sent: [], failingReads: 0 };

/** `users/me/` of a role, starting with `optOuts` turned off; PATCH answers as `patch` says. */
function meParameters(role: 'admin' | 'customer', optOuts: ReminderKind[], patch: PatchAnswer) {
  const start = (): User => ({ ...storyUserOf(role), reminder_opt_outs: optOuts });
  return {
    beforeEach: ({ globals }: { globals: Record<string, unknown> }) => {
      // The signed-in app follows the profile's language: the profile says the story's.
      server.user = { ...start(), language: globals.locale === 'en' ? 'en' : 'it' };
      server.sent = [];
      server.failingReads = 0;
    },
    parameters: screenParameters({
      role,
      handlers: [
        http.get(api('/users/me/'), () => {
          if (server.failingReads > 0) {
            server.failingReads -= 1;
            return HttpResponse.json(
              { detail: 'unknown_server_error', error_list: [] },
              { status: 503 },
            );
          }
          return HttpResponse.json(server.user ?? start());
        }),
        http.patch(api('/users/me/'), async ({ request }) => {
          const body = (await request.json()) as { reminder_opt_outs: ReminderKind[] };
          server.sent.push({ ifMatch: request.headers.get('if-match'), body });
          const user = server.user ?? start();
          if (patch === 'never') await delay('infinite');
          if (patch === 'fail') {
            return HttpResponse.json(
              { detail: 'unknown_server_error', error_list: [] },
              { status: 503 },
            );
          }
          if (patch === 'stale') {
            // Someone turned the findings off in another tab meanwhile.
            server.user = {
              ...user,
              version: user.version + 1,
              reminder_opt_outs: ['finding_overdue'],
            };
            return HttpResponse.json(
              { detail: 'precondition_failed', error_list: [] },
              { status: 412 },
            );
          }
          server.user = { ...user, ...body, version: user.version + 1 };
          return HttpResponse.json(server.user);
        }),
      ],
    }),
  };
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the dialog from the user menu of `name`; returns it (once the switches show, with `loaded`). */
async function openReminders(canvasElement: HTMLElement, name: string, loaded = true) {
  await expectHeading(canvasElement, 'Parchi');
  const screen = page(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: `Menu utente: ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Promemoria' }));
  const dialog = await screen.findByRole('dialog', { name: 'Promemoria' }, API_WAIT);
  if (loaded) await within(dialog).findAllByRole('switch', {}, API_WAIT);
  return within(dialog);
}

/** An administrator: the weekly summary and the findings, both on; turning one off saves it at once. */
export const Loaded: Story = {
  ...meParameters('admin', [], 'save'),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement, 'Luca Bianchi');
    const switches = dialog.getAllByRole('switch');
    await expect(switches.map((element) => element.closest('label')?.textContent)).toEqual([
      'Riepilogo settimanale',
      'Non conformità oltre il termine',
    ]);
    for (const element of switches) await expect(element).toBeChecked();
    await userEvent.click(dialog.getByRole('switch', { name: 'Riepilogo settimanale' }));
    await expect(await dialog.findByText('Salvato.')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Riepilogo settimanale' })).not.toBeChecked();
    await expect(server.sent).toEqual([
      { ifMatch: '"1"', body: { reminder_opt_outs: ['admin_digest'] } },
    ]);
    // The next change names the version the server answered.
    await userEvent.click(dialog.getByRole('switch', { name: 'Riepilogo settimanale' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    await expect(server.sent[1]).toEqual({ ifMatch: '"2"', body: { reminder_opt_outs: [] } });
    await userEvent.click(dialog.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A customer user, in English: no weekly summary; the due inspections were turned off before. */
export const Customer: Story = {
  ...meParameters('customer', ['inspection_due'], 'save'),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Parks');
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'User menu: Giulia Rossi' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reminders' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reminders' }, API_WAIT));
    await dialog.findAllByRole('switch', {}, API_WAIT);
    await expect(dialog.getByRole('switch', { name: 'Inspections due' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Quotes about to expire' })).toBeChecked();
    await expect(
      dialog.getByRole('switch', { name: 'Findings past their deadline' }),
    ).toBeChecked();
    await expect(dialog.queryByRole('switch', { name: 'Weekly summary' })).toBeNull();
  },
};

/** While a change is saved: it says so, and the switches wait for the answer. */
export const Saving: Story = {
  ...meParameters('admin', [], 'never'),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement, 'Luca Bianchi');
    await userEvent.click(dialog.getByRole('switch', { name: 'Non conformità oltre il termine' }));
    await expect(await dialog.findByText('Salvataggio…')).toBeVisible();
    for (const element of dialog.getAllByRole('switch')) await expect(element).toBeDisabled();
  },
};

/** The server could not save: the switch shows what is saved, and says under it to try again. */
export const Error: Story = {
  ...meParameters('admin', [], 'fail'),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement, 'Luca Bianchi');
    await userEvent.click(dialog.getByRole('switch', { name: 'Non conformità oltre il termine' }));
    await expect(
      await dialog.findByText('Non è stato possibile salvare la modifica: riprova.'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('switch', { name: 'Non conformità oltre il termine' }),
    ).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Riepilogo settimanale' })).toBeEnabled();
  },
};

/** Changed in another tab meanwhile (412): the dialog shows the settings as they are now. */
export const ChangedElsewhere: Story = {
  ...meParameters('admin', [], 'stale'),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement, 'Luca Bianchi');
    await userEvent.click(dialog.getByRole('switch', { name: 'Riepilogo settimanale' }));
    await expect(await dialog.findByText(/cambiati altrove nel frattempo/)).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Riepilogo settimanale' })).toBeChecked();
    await expect(
      dialog.getByRole('switch', { name: 'Non conformità oltre il termine' }),
    ).not.toBeChecked();
  },
};

/** The dialog's own read failed: it says so, and trying again shows the switches. */
export const LoadFailed: Story = {
  ...meParameters('admin', [], 'save'),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Parchi');
    server.failingReads = 2;
    const dialog = await openReminders(canvasElement, 'Luca Bianchi', false);
    await expect(
      await dialog.findByText('Non è stato possibile caricare i tuoi promemoria.', {}, API_WAIT),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Riprova' }));
    await expect(
      await dialog.findByRole('switch', { name: 'Riepilogo settimanale' }, API_WAIT),
    ).toBeChecked();
  },
};
