import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deleteOfflineDb, openOfflineDb } from '../../offline/db';
import { AppScreen, storyUserOf } from '../../stories/screen/AppScreen';
import { inspectionInProgressDetail, inspectionSignedDetail } from '../../stories/screen/fixtures';
import {
  API_WAIT,
  expectHeading,
  expectNoSidewaysScroll,
  notFoundState,
} from '../../stories/screen/scaffoldStates';
import { never, phone, renderScreen, screenParameters } from '../../stories/screen/screenStories';
import { inspectionStoryApi } from '../../stories/screen/inspectionStoryApi';

/**
 * `/inspections/{id}`: the inspection page, where an inspector records each item with one tap, adds
 * findings, completes and signs.
 */
const meta = {
  title: 'Screens/Inspections/Inspection',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/inspections/2' },
  parameters: { layout: 'fullscreen' },
  // Each story starts with an empty outbox: the stories share one page and its IndexedDB.
  beforeEach: async () => {
    await deleteOfflineDb(storyUserOf('admin').id);
    await deleteOfflineDb(storyUserOf('customer').id);
  },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = 'Ispezione 2026/0057';
const outcomeOf = (canvasElement: HTMLElement, item: string) =>
  page(canvasElement).getByRole('radiogroup', { name: `Esito di ${item}` });

const signed = {
  ...inspectionInProgressDetail,
  status: 'signed' as const,
  signed_at: '2026-11-23T16:00:00.000Z',
  signed_by: 1,
  signed_by_name: 'Luca Bianchi',
  items: inspectionInProgressDetail.items.map((item) => ({
    ...item,
    outcome: item.outcome ?? 'ok',
  })),
};
const completed = {
  ...signed,
  status: 'completed' as const,
  signed_at: null,
  signed_by: null,
  signed_by_name: null,
};

/**
 * In progress: equipment first, then the site; the finding carried forward from the previous
 * inspection comes first on its item, asking to be checked again; progress counts the items done.
 */
export const InProgress: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await expect(screen.getAllByText('5 di 7 voci fatte')[0]).toBeVisible();
    const swing = outcomeOf(canvasElement, 'G01 · Altalena doppia a tavoletta');
    await expect(within(swing).getByRole('radio', { name: 'Difetto' })).toBeChecked();
    const findings = screen.getAllByRole('list', { name: 'Rilievi' })[0]!;
    const [carried, fresh] = within(findings).getAllByRole('listitem');
    await expect(carried).toHaveTextContent('Sedile crepato');
    await expect(carried).toHaveTextContent('Riportato dall’ispezione precedente');
    await expect(within(carried!).getByRole('link', { name: 'Lo storico' })).toHaveAttribute(
      'href',
      '/toys/1',
    );
    await expect(
      within(carried!).getByRole('radiogroup', { name: 'Ancora presente?' }),
    ).toBeVisible();
    await expect(fresh).toHaveTextContent('Maglia della catena consumata');
    await expect(screen.getByRole('button', { name: 'Completa ispezione' })).toBeDisabled();
  },
};

export const English: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Inspection 2026/0057');
    await expect(page(canvasElement).getByRole('heading', { name: 'Equipment' })).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  globals: { theme: 'dark' },
  play: InProgress.play,
};

/**
 * On a 390 px phone: one column, 44 px targets, nothing scrolls sideways; the bar at the bottom holds
 * the sync state, so that nothing floats over its buttons.
 */
export const Phone: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    await expectNoSidewaysScroll(canvasElement);
    for (const radio of within(outcomeOf(canvasElement, 'Percorsi')).getAllByRole('radio')) {
      await expect(radio.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      );
    }
    const screen = page(canvasElement);
    const complete = screen.getByRole('button', { name: 'Completa ispezione' });
    const bar = complete.parentElement!;
    await expect(
      await within(bar).findByRole('button', { name: 'Tutto salvato' }, API_WAIT),
    ).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Tutto salvato' })).toHaveLength(1);
    await expect(bar).toHaveTextContent(/Mancan?o \d+ cos[ae] per completare/);
    for (const button of within(bar).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      const top = button.ownerDocument.elementFromPoint(
        box.x + box.width / 2,
        box.y + box.height / 2,
      );
      await expect(button.contains(top)).toBe(true);
    }
  },
};

/** One tap records an outcome: it is saved at once and the progress moves; then completion is allowed. */
export const RecordOutcome: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await userEvent.click(
      within(outcomeOf(canvasElement, 'Percorsi')).getByRole('radio', { name: 'Conforme' }),
    );
    await expect(await screen.findByText('Salvato', {}, API_WAIT)).toBeVisible();
    await userEvent.click(
      within(outcomeOf(canvasElement, 'Pavimentazione')).getByRole('radio', {
        name: 'Non applicabile',
      }),
    );
    await waitFor(
      () => expect(screen.getAllByText('7 di 7 voci fatte')[0]).toBeVisible(),
      API_WAIT,
    );
    // The carried finding still asks to be re-checked: "still open" is a re-check too.
    await expect(screen.getByRole('button', { name: 'Completa ispezione' })).toBeDisabled();
    const recheck = screen.getByRole('radiogroup', { name: 'Ancora presente?' });
    await userEvent.click(within(recheck).getByRole('radio', { name: 'Aperta' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Completa ispezione' })).toBeEnabled(),
      API_WAIT,
    );
    await expect(screen.queryByRole('region', { name: /Prima di completare/ })).toBeNull();
  },
};

/**
 * What completing still needs is listed before completing, one entry per item, each jumping to its
 * item: two items without an outcome and the carried finding not re-checked yet.
 */
export const MissingList: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    // The list is worked out from the items, which may come in after the heading on a busy machine.
    const missing = await screen.findByRole('region', {
      name: 'Prima di completare: mancano 3 cose',
    });
    const entries = within(missing).getAllByRole('link');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'G01 · Altalena doppia a tavoletta: verifica il rilievo riportato (ancora aperto, risolto o verificato)',
      'Percorsi: registra l’esito',
      'Pavimentazione: registra l’esito',
    ]);
    await userEvent.click(entries[1]!);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toContainElement(
        outcomeOf(canvasElement, 'Percorsi'),
      ),
    );
    await expect(screen.getByRole('button', { name: 'Completa ispezione' })).toBeDisabled();
  },
};

/** A defect without a finding is missing too. */
export const DefectWithoutFinding: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await userEvent.click(
      within(outcomeOf(canvasElement, 'Percorsi')).getByRole('radio', { name: 'Difetto' }),
    );
    await expect(
      await screen.findByRole('link', {
        name: 'Percorsi: segnata come difettosa, registra il rilievo',
      }),
    ).toBeVisible();
  },
};

/**
 * "All remaining ok" reviews the items it will mark (only those without an outcome) before it does;
 * cancelling changes nothing, confirming marks them through the same save as the buttons.
 */
export const AllRemainingOk: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    const action = screen.getByRole('button', { name: 'Tutte le restanti conformi (2 voci)' });
    await userEvent.click(action);
    let review = await screen.findByRole('alertdialog', {
      name: 'Segnare 2 voci come conformi?',
    });
    await expect(
      within(review)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Percorsi', 'Pavimentazione']);
    await userEvent.click(within(review).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(
      within(outcomeOf(canvasElement, 'Percorsi')).getByRole('radio', { name: 'Conforme' }),
    ).not.toBeChecked();

    await userEvent.click(action);
    review = await screen.findByRole('alertdialog', { name: 'Segnare 2 voci come conformi?' });
    await userEvent.click(within(review).getByRole('button', { name: 'Segna 2 voci conformi' }));
    // The outbox records them (IndexedDB) before the page shows them.
    for (const item of ['Percorsi', 'Pavimentazione']) {
      await waitFor(() =>
        expect(
          within(outcomeOf(canvasElement, item)).getByRole('radio', { name: 'Conforme' }),
        ).toBeChecked(),
      );
    }
    // The defect recorded before stays a defect.
    await expect(
      within(outcomeOf(canvasElement, 'G01 · Altalena doppia a tavoletta')).getByRole('radio', {
        name: 'Difetto',
      }),
    ).toBeChecked();
    await waitFor(
      () => expect(screen.getAllByText('7 di 7 voci fatte')[0]).toBeVisible(),
      API_WAIT,
    );
    await expect(screen.queryByRole('button', { name: /Tutte le restanti conformi/ })).toBeNull();
  },
};

/** A finding still open past its timeframe is marked late, with the day it was due. */
export const LateFinding: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    const findings = screen.getAllByRole('list', { name: 'Rilievi' })[0]!;
    const [carried, fresh] = within(findings).getAllByRole('listitem');
    await expect(carried).toHaveTextContent('In ritardo: scadenza 20 nov 2026');
    await expect(fresh).not.toHaveTextContent('In ritardo');
  },
};

/** The connection drops: the outcome stays chosen, "kept on this device" shows, nothing is lost. */
export const NotSaved: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi({ itemSaves: 'offline' }) }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const paths = outcomeOf(canvasElement, 'Percorsi');
    await userEvent.click(within(paths).getByRole('radio', { name: 'Difetto' }));
    const screen = page(canvasElement);
    await expect(
      await screen.findByText('Non ancora inviato: tenuto su questo dispositivo', {}, API_WAIT),
    ).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: /1 modifica in attesa di connessione/ }, API_WAIT),
    ).toBeVisible();
    await expect(within(paths).getByRole('radio', { name: 'Difetto' })).toBeChecked();
  },
};

/** Someone else recorded the item meanwhile: nothing is overwritten until the inspector chooses. */
export const Conflict: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi({ itemSaves: 'conflict' }) }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    await userEvent.click(
      within(outcomeOf(canvasElement, 'Percorsi')).getByRole('radio', { name: 'Difetto' }),
    );
    const screen = page(canvasElement);
    const alert = await screen.findByText(/Qualcun altro ha cambiato questa voce/, {}, API_WAIT);
    await expect(alert).toHaveTextContent('Non ispezionabile');
    await expect(screen.getByRole('button', { name: 'Tieni il mio' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Usa il suo' }));
    await waitFor(() =>
      expect(
        within(outcomeOf(canvasElement, 'Percorsi')).getByRole('radio', {
          name: 'Non ispezionabile',
        }),
      ).toBeChecked(),
    );
  },
};

/** A new finding saved empty: the description is required, the dialog stays open. */
export const FindingValidation: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { name: 'Aggiungi rilievo' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo rilievo' }, API_WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    const required = await within(dialog).findByText('Campo obbligatorio');
    // The dialog fades in: under load its texts can still be transparent at the first look.
    await waitFor(() => expect(required).toBeVisible(), API_WAIT);
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Aggiungi foto' })).toBeVisible(),
      API_WAIT,
    );
  },
};

/** A finding added to the slide shows on its item. */
export const AddFinding: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { name: 'Aggiungi rilievo' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo rilievo' }, API_WAIT);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Descrizione/ }),
      'Bullone allentato',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), API_WAIT);
    await expect(await screen.findByText('Bullone allentato', {}, API_WAIT)).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: /Tutto salvato/ }, API_WAIT),
    ).toBeVisible();
  },
};

/** A small JPEG drawn in the page, as a camera or gallery would give it. */
async function photoFile(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(120, 90);
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'rgb(200, 40, 40)';
  context.fillRect(0, 0, 120, 90);
  return new File([await canvas.convertToBlob({ type: 'image/jpeg' })], name, {
    type: 'image/jpeg',
  });
}

/** Photos are chosen in the dialog before saving, several at once, and show on the finding's card. */
export const FindingWithPhotos: Story = {
  // The upload never answers: the photos stay queued, shown from this device.
  parameters: screenParameters({
    handlers: [never('/files/', 'post'), ...inspectionStoryApi()],
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { name: 'Aggiungi rilievo' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo rilievo' }, API_WAIT);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Descrizione/ }),
      'Scaletta scheggiata',
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [await photoFile('uno.jpg'), await photoFile('due.jpg')]);
    await expect(
      await within(dialog).findAllByRole('img', { name: /tenuta su questo dispositivo/ }),
    ).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), API_WAIT);
    const card = (await screen.findByText('Scaletta scheggiata', {}, API_WAIT)).closest('li')!;
    await waitFor(
      () =>
        expect(
          within(card).getAllByRole('img', { name: /tenuta su questo dispositivo/ }),
        ).toHaveLength(2),
      API_WAIT,
    );
  },
};

/**
 * No connection: a photo queued on the finding's card can be removed there, before it is sent; its
 * outbox entry and its bytes go, the other photo stays.
 */
export const RemoveQueuedPhoto: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  beforeEach: () => goOffline(),
  play: async (context) => {
    const label = {
      number: inspectionInProgressDetail.number,
      park: inspectionInProgressDetail.park_name,
    };
    await FindingWithPhotos.play!(context);
    const screen = page(context.canvasElement);
    const card = screen.getByText('Scaletta scheggiata').closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Rimuovi due.jpg' }));
    await waitFor(() =>
      expect(
        within(card).getAllByRole('img', { name: /tenuta su questo dispositivo/ }),
      ).toHaveLength(1),
    );
    await expect(within(card).getByRole('img', { name: /^Foto uno\.jpg/ })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Rimuovi uno.jpg' })).toBeVisible();
    const db = await openOfflineDb(storyUserOf('admin').id);
    await expect(await db.count('blobs')).toBe(1);
    await expect(
      (await db.getAll('outbox')).map((row) => [
        row.kind,
        (row.payload as { filename?: string }).filename,
        // Kept for the sync list of a screen whose cache does not have the inspection.
        row.label,
      ]),
    ).toEqual([
      ['finding.create', undefined, label],
      ['photo', 'uno.jpg', label],
    ]);
  },
};

/** The browser says there is no connection (the story fakes `navigator.onLine`) until `restore()`. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    // Back to the prototype's getter.
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
  };
}

/**
 * No connection: what the inspector records shows at once (outcome, the new finding marked "not sent
 * yet"), signing is unavailable, and the indicator counts what waits.
 */
export const OfflineQueued: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi() }),
  beforeEach: () => goOffline(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    const paths = outcomeOf(canvasElement, 'Percorsi');
    await userEvent.click(within(paths).getByRole('radio', { name: 'Difetto' }));
    await waitFor(() =>
      expect(within(paths).getByRole('radio', { name: 'Difetto' })).toBeChecked(),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Aggiungi rilievo' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo rilievo' }, API_WAIT);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Descrizione/ }),
      'Bullone allentato',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), API_WAIT);
    const card = (await screen.findByText('Bullone allentato', {}, API_WAIT)).closest('li')!;
    await expect(
      within(card).getByText('Non ancora inviato: tenuto su questo dispositivo'),
    ).toBeVisible();
    await expect(
      await screen.findByRole('button', { name: '2 modifiche in attesa di connessione' }),
    ).toBeVisible();
  },
};

/** Completed: an administrator signs it behind a confirmation. */
export const Completed: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi({ detail: completed }) }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Firma' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Firmare l’ispezione 2026/0057?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Firma' }));
    await expect(
      await screen.findByText('Questa ispezione è firmata: non può più cambiare.', {}, API_WAIT),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Scarica il verbale' })).toBeVisible();
  },
};

/** Completed, with no connection: signing needs it, and says so. */
export const SignOffline: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi({ detail: completed }) }),
  beforeEach: () => goOffline(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await expect(screen.getByRole('button', { name: 'Firma' })).toBeDisabled();
    await expect(screen.getByText('Per firmare serve la connessione.')).toBeVisible();
  },
};

/** Signed: read only, with the signer and the report. */
export const Signed: Story = {
  parameters: screenParameters({ handlers: inspectionStoryApi({ detail: signed }) }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await expect(screen.getByText(/Firmata da Luca Bianchi/)).toBeVisible();
    await expect(
      within(outcomeOf(canvasElement, 'Percorsi')).getByRole('radio', { name: 'Conforme' }),
    ).toBeDisabled();
    await expect(
      screen.queryByRole('button', { name: 'Aggiungi rilievo' }),
    ).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /Modifica/ })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
  },
};

/** Signed with open findings and no quote yet: the office starts the quote from here. */
export const QuoteToCreate: Story = {
  args: { path: '/inspections/1' },
  parameters: screenParameters({
    handlers: inspectionStoryApi({ detail: inspectionSignedDetail }),
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Ispezione 2026/0042');
    const section = page(canvasElement).getByRole('region', { name: 'Preventivo' });
    await expect(section).toHaveTextContent('3 rilievi aperti da preventivare.');
    await userEvent.click(within(section).getByRole('button', { name: 'Crea preventivo' }));
    await expectHeading(canvasElement, 'Nuovo preventivo');
  },
};

/** The quote sent to the customer: its status and the way to it, for the customer too. */
export const WithQuote: Story = {
  args: { path: '/inspections/1' },
  parameters: screenParameters({
    role: 'customer',
    handlers: inspectionStoryApi({
      detail: { ...inspectionSignedDetail, quote_status: 'sent' },
    }),
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Ispezione 2026/0042');
    const section = page(canvasElement).getByRole('region', { name: 'Preventivo' });
    await expect(section).toHaveTextContent('Inviato');
    await expect(within(section).getByRole('link', { name: 'Apri il preventivo' })).toHaveAttribute(
      'href',
      '/quotes/1',
    );
    await expect(within(section).queryByRole('button')).toBeNull();
  },
};

/** A customer user's routine visual inspection: they record and complete it; only the office signs. */
export const CustomerRoutine: Story = {
  parameters: screenParameters({
    role: 'customer',
    handlers: inspectionStoryApi({ detail: { ...completed, type: 'routine_visual' } }),
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, heading);
    const screen = page(canvasElement);
    await expect(screen.queryByRole('button', { name: 'Firma' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
  },
};

/** Reading the inspection: the page's skeleton. */
export const Loading: Story = {
  parameters: screenParameters({ handlers: [never('/inspections/2/')] }),
  play: async ({ canvasElement }) => {
    // The menu's link and the breadcrumb's: which one shows first depends on which chunk loads first.
    const links = await page(canvasElement).findAllByRole('link', { name: 'Ispezioni' }, API_WAIT);
    await expect(links.at(-1)).toBeVisible();
  },
};

/** An id that does not exist (or another customer's inspection) is the 404 page. */
export const NotFound: Story = notFoundState('/inspections/999');
