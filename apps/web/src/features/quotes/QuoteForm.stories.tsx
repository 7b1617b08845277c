import type { VatRate } from '@altalena/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, todayInItaly } from '../../scaffold/format';
import { AppScreen } from '../../stories/screen/AppScreen';
import { inspectionSignedDetail, quotes } from '../../stories/screen/fixtures';
import { withPricedLines } from '../../stories/screen/quoteApi';
import {
  API_WAIT,
  expectHeading,
  expectNoSidewaysScroll,
} from '../../stories/screen/scaffoldStates';
import {
  changedMeanwhile,
  phone,
  renderScreen,
  screenParameters,
} from '../../stories/screen/screenStories';
import { inspectionStoryApi } from '../../stories/screen/inspectionStoryApi';

/**
 * `/quotes/create/{inspectionId}` and `/quotes/edit/{inspectionId}`: the quote of an inspection,
 * written by an administrator from its open findings, with its totals as they are typed.
 */
const meta = {
  title: 'Screens/Quotes/Form',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/quotes/create/1' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The signed inspection with three open findings (and a resolved one) that a new quote starts from. */
const signedInspection = () =>
  screenParameters({ handlers: inspectionStoryApi({ detail: inspectionSignedDetail }) });
/** The lines of the form, each a group named by its position. */
const linesOf = (canvasElement: HTMLElement) =>
  page(canvasElement).findAllByRole('group', { name: /^Riga \d+$/ }, API_WAIT);
const lineAt = async (canvasElement: HTMLElement, position: number) =>
  within(await page(canvasElement).findByRole('group', { name: `Riga ${position}` }, API_WAIT));
/** The totals as they stand: each label with its amount. */
const totalsOf = (canvasElement: HTMLElement) => {
  const section = page(canvasElement).getByRole('region', { name: 'Totali' });
  return within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
};
const euro = (text: string) => text.replace(/\s/g, ' ');

/**
 * A new quote proposes one line per open finding of the inspection (its description, its equipment,
 * one piece), of the first quote type, issued today and valid for that type's 30 days.
 */
export const Create: Story = {
  parameters: signedInspection(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo preventivo');
    const screen = page(canvasElement);
    const lines = await linesOf(canvasElement);
    await expect(lines).toHaveLength(3);
    const descriptions = lines.map(
      (line) =>
        (within(line).getByRole('textbox', { name: /^Descrizione/ }) as HTMLTextAreaElement).value,
    );
    await expect(descriptions).toEqual([
      'Catena lato nord usurata: maglie consumate oltre il 40%',
      'Bullone di fissaggio della scaletta allentato',
      'Ghiaia antitrauma sotto l’altalena più sottile di 30 cm',
    ]);
    await waitFor(
      () => expect(lines[0]).toHaveTextContent('Attrezzatura: G01 · Altalena doppia a tavoletta'),
      API_WAIT,
    );
    await expect(within(lines[0]!).getByRole('textbox', { name: /^Quantità/ })).toHaveValue('1');
    await expect(screen.getByText(/È proposta una riga per ogni rilievo aperto/)).toBeVisible();
    // Each open finding has its box, ticked: the resolved one has none.
    const findings = screen.getByRole('group', { name: 'Rilievi aperti da preventivare' });
    const boxes = within(findings).getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    await expect(findings).toHaveTextContent('(Pavimentazione)');
    await expect(findings).not.toHaveTextContent('Graffiti');
    await expect(screen.getByRole('textbox', { name: 'Ispezione' })).toHaveValue(
      '2026/0042 · Giardino Giusti',
    );
    await expect(screen.getByRole('combobox', { name: /^Tipo di preventivo/ })).toHaveTextContent(
      'Riparazione',
    );
    const validUntil = addDays(todayInItaly(), 30).split('-');
    await expect(screen.getByRole('group', { name: /^Valido fino al/ })).toHaveTextContent(
      `${validUntil[2]}/${validUntil[1]}/${validUntil[0]}`,
    );
  },
};

/**
 * Totals follow what is typed, computed by the server's own function: prices, a quantity, another
 * VAT rate; then the saved draft opens on its page with the same totals.
 */
export const LiveTotals: Story = {
  parameters: signedInspection(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo preventivo');
    const first = await lineAt(canvasElement, 1);
    await userEvent.type(first.getByRole('textbox', { name: /^Prezzo unitario/ }), '185');
    const quantity = first.getByRole('textbox', { name: /^Quantità/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.tab();
    await waitFor(() =>
      expect(totalsOf(canvasElement).map(euro)).toEqual([
        'Imponibile 370,00 €',
        'IVA 22% su 370,00 € 81,40 €',
        'Totale IVA inclusa 451,40 €',
      ]),
    );
    const second = await lineAt(canvasElement, 2);
    await userEvent.type(second.getByRole('textbox', { name: /^Prezzo unitario/ }), '40');
    await userEvent.click(second.getByRole('combobox', { name: /^Aliquota IVA/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '10%' }));
    const third = await lineAt(canvasElement, 3);
    await userEvent.type(third.getByRole('textbox', { name: /^Prezzo unitario/ }), '38,5');
    const discount = third.getByRole('textbox', { name: /^Sconto/ });
    await userEvent.clear(discount);
    await userEvent.type(discount, '10');
    await userEvent.tab();
    await waitFor(() =>
      expect(totalsOf(canvasElement).map(euro)).toEqual([
        'Imponibile 444,65 €',
        'IVA 22% su 404,65 € 89,02 €',
        'IVA 10% su 40,00 € 4,00 €',
        'Totale IVA inclusa 537,67 €',
      ]),
    );
    await expect(third.getByText('34,65 €')).toBeVisible();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Crea' }));
    await expectHeading(canvasElement, /^Preventivo \d{4}\/\d{4}$/);
    const totals = await page(canvasElement).findByRole('region', { name: 'Totali' }, API_WAIT);
    await expect(totals).toHaveTextContent('537,67 €');
    await expect(page(canvasElement).getByText(/^Bozza:/)).toBeVisible();
  },
};

/**
 * Lines are reordered, removed and added by keyboard: focus stays on the line moved, goes to the next
 * line after a removal and to the new line's description after an addition.
 */
export const EditLinesByKeyboard: Story = {
  parameters: signedInspection(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo preventivo');
    const screen = page(canvasElement);
    await linesOf(canvasElement);
    screen.getByRole('button', { name: 'Sposta su la riga 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Sposta su la riga 2' }),
      ),
    );
    await expect(
      (await lineAt(canvasElement, 2)).getByRole('textbox', { name: /^Descrizione/ }),
    ).toHaveValue('Ghiaia antitrauma sotto l’altalena più sottile di 30 cm');
    await expect(screen.getByText('Riga spostata in posizione 2 di 3')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    // At the top, its "up" button is disabled: focus moves to "down".
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Sposta giù la riga 1' }),
      ),
    );
    screen.getByRole('button', { name: 'Elimina la riga 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(2));
    await waitFor(() =>
      expect(document.activeElement).toHaveValue(
        'Catena lato nord usurata: maglie consumate oltre il 40%',
      ),
    );
    screen.getByRole('button', { name: 'Aggiungi una riga' }).focus();
    await userEvent.keyboard('{Enter}');
    const added = await lineAt(canvasElement, 3);
    await waitFor(() =>
      expect(document.activeElement).toBe(added.getByRole('textbox', { name: /^Descrizione/ })),
    );
    await userEvent.keyboard('Cartello con le regole d’uso');
    await expect(added.getByRole('textbox', { name: /^Quantità/ })).toHaveValue('1');
  },
};

/**
 * The quote type decides the validity (its days from the issue date) and the VAT rate of the lines
 * added after it is chosen; the lines already there keep theirs.
 */
export const QuoteTypeDefaults: Story = {
  parameters: signedInspection(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo preventivo');
    const screen = page(canvasElement);
    await linesOf(canvasElement);
    const choose = async (type: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: /^Tipo di preventivo/ }));
      await userEvent.click(await screen.findByRole('option', { name: type }));
    };
    await choose('Pavimentazione antitrauma');
    const [year, month, day] = addDays(todayInItaly(), 60).split('-');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /^Valido fino al/ })).toHaveTextContent(
        `${day}/${month}/${year}`,
      ),
    );
    await choose('Lavori per scuole');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi una riga' }));
    const added = await lineAt(canvasElement, 4);
    await expect(added.getByRole('combobox', { name: /^Aliquota IVA/ })).toHaveTextContent('10%');
    await expect(
      (await lineAt(canvasElement, 1)).getByRole('combobox', { name: /^Aliquota IVA/ }),
    ).toHaveTextContent('22%');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Unticking a finding drops its line; ticking it again brings the line back, at the end. */
export const FindingBoxes: Story = {
  parameters: signedInspection(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo preventivo');
    const screen = page(canvasElement);
    await linesOf(canvasElement);
    const findings = screen.getByRole('group', { name: 'Rilievi aperti da preventivare' });
    const bolt = within(findings).getByRole('checkbox', { name: /^Bullone di fissaggio/ });
    await userEvent.click(bolt);
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(2));
    await expect(
      screen.queryByDisplayValue('Bullone di fissaggio della scaletta allentato'),
    ).toBeNull();
    await userEvent.click(bolt);
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(3));
    await expect(
      (await lineAt(canvasElement, 3)).getByRole('textbox', { name: /^Descrizione/ }),
    ).toHaveValue('Bullone di fissaggio della scaletta allentato');
    // A line removed by its own button clears its finding's box.
    await userEvent.click(screen.getByRole('button', { name: 'Elimina la riga 1' }));
    await waitFor(() =>
      expect(
        within(findings).getByRole('checkbox', { name: /^Catena lato nord/ }),
      ).not.toBeChecked(),
    );
  },
};

/** Saved with lines still unpriced: each price says it is required, and nothing is sent. */
export const ValidationErrors: Story = {
  parameters: signedInspection(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo preventivo');
    const screen = page(canvasElement);
    await linesOf(canvasElement);
    const first = await lineAt(canvasElement, 1);
    const quantity = first.getByRole('textbox', { name: /^Quantità/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0,0001');
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    await waitFor(
      () => expect(screen.getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(3),
      API_WAIT,
    );
    await expect(first.getByRole('textbox', { name: /^Quantità/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectHeading(canvasElement, 'Nuovo preventivo');
  },
};

/** A phone: every line a stack of fields, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: signedInspection(),
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo preventivo');
    await linesOf(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

const draft = quotes.find((quote) => quote.status === 'draft')!;

/** A draft quote edited: its type, dates, installer, lines and notes as stored. */
export const Edit: Story = {
  args: { path: `/quotes/edit/${draft.inspection_id}` },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Modifica preventivo ${draft.number}`);
    const lines = await linesOf(canvasElement);
    await expect(lines).toHaveLength(draft.lines.length);
    await expect(within(lines[1]!).getByRole('textbox', { name: /^Sconto/ })).toHaveValue('5');
    await expect(
      await page(canvasElement).findByDisplayValue('Verde Arredo Urbano S.n.c.', {}, API_WAIT),
    ).toBeVisible();
    await expect(totalsOf(canvasElement).at(-1)).toContain('Totale IVA inclusa');
  },
};

export const EditEnglish: Story = {
  ...Edit,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Edit quote ${draft.number}`);
    await expect(
      await page(canvasElement).findByRole('group', { name: 'Line 1' }, API_WAIT),
    ).toBeVisible();
  },
};

export const EditDark: Story = {
  ...Edit,
  globals: { theme: 'dark' },
  play: async (context) => {
    await Edit.play!(context);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  },
};

const sent = quotes.find((quote) => quote.status === 'sent')!;

/** A quote already sent cannot be edited: the page says why and leads to the quote. */
export const NotEditable: Story = {
  args: { path: `/quotes/edit/${sent.inspection_id}` },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Modifica preventivo ${sent.number}`);
    const screen = page(canvasElement);
    await expect(screen.getByText('Questo preventivo non si può più modificare')).toBeVisible();
    await expect(screen.getByText(/questo preventivo è “Inviato”/)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Apri il preventivo' })).toHaveAttribute(
      'href',
      `/quotes/${sent.inspection_id}`,
    );
    await expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  },
};

/** Another administrator added a line meanwhile. */
const theirs = withPricedLines(
  draft,
  [
    ...draft.lines.map(
      ({ description, unit, quantity, unit_price_cents, discount_pct, vat_rate }) => ({
        description,
        unit,
        quantity,
        unit_price_cents,
        discount_pct,
        vat_rate: vat_rate as VatRate,
      }),
    ),
    { description: 'Trasferta', unit: 'forfait', quantity: 1, unit_price_cents: 6_000 },
  ],
  22,
);

/**
 * Someone else saved the draft meanwhile (a line added): the save overwrites nothing, the dialog says
 * how their lines differ, and keeping my edit saves it on top of their version.
 */
export const Conflict: Story = {
  args: { path: `/quotes/edit/${draft.inspection_id}` },
  parameters: screenParameters({
    handlers: changedMeanwhile(
      `/inspections/${draft.inspection_id}/quote/`,
      draft,
      {
        lines: theirs.lines,
        totals: theirs.totals,
        net_cents: theirs.net_cents,
        vat_cents: theirs.vat_cents,
        gross_cents: theirs.gross_cents,
      },
      // The edit page reads the quote to see it is a draft, then its form reads it again.
      { staleReads: 2 },
    ),
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Modifica preventivo ${draft.number}`);
    const screen = page(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Urgente.');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Qualcun altro ha modificato questo record' },
      API_WAIT,
    );
    const changed = within(dialog).getAllByRole('rowheader');
    await expect(changed.map((header) => header.textContent)).toEqual(['Righe']);
    await expect(changed[0]?.parentElement).toHaveTextContent(/3 righe, 387,47\s€/);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Mantieni le mie modifiche' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), API_WAIT);
    await expect(await linesOf(canvasElement)).toHaveLength(3);
    await expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Urgente.');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await expectHeading(canvasElement, `Preventivo ${draft.number}`);
  },
};

/** A customer user cannot write quotes: the 404 page. */
export const Forbidden: Story = {
  args: { path: '/quotes/create/1', role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('404', {}, API_WAIT)).toBeVisible();
  },
};
