import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen } from '../../stories/screen/AppScreen';
import { quotes } from '../../stories/screen/fixtures';
import {
  API_WAIT,
  expectHeading,
  expectNoSidewaysScroll,
  notFoundState,
} from '../../stories/screen/scaffoldStates';
import { phone, renderScreen, screenParameters } from '../../stories/screen/screenStories';

/**
 * `/quotes/{inspectionId}`: the quote of an inspection, for the office (edit, send, cancel, delete a
 * draft) and for the customer (accept or reject a sent one), with its PDF.
 */
const meta = {
  title: 'Screens/Quotes/Quote',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/quotes/4' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const quoteIn = (status: string, at = 0) => quotes.filter((quote) => quote.status === status)[at]!;
const draft = quoteIn('draft');
/** Sent, expiring within a week. */
const sent = quoteIn('sent');
/** Sent, with about two months to go. */
const sentLater = quoteIn('sent', 1);
const accepted = quoteIn('accepted');
const rejected = quoteIn('rejected');
const at = (quote: { inspection_id: number }) => `/quotes/${quote.inspection_id}`;

/** A toast (role status) says `text`. */
const expectToast = (canvasElement: HTMLElement, text: string) =>
  waitFor(
    () =>
      expect(
        page(canvasElement)
          .getAllByRole('status')
          .some((toast) => toast.textContent?.includes(text)),
      ).toBe(true),
    API_WAIT,
  );

/**
 * A draft, for the office: it is theirs alone until sent; edit, delete, send and cancel; its lines
 * and totals. Sending asks first, saying the customer's users get it by mail.
 */
export const AdminDraft: Story = {
  args: { path: at(draft) },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${draft.number}`);
    const screen = page(canvasElement);
    await expect(screen.getByText(/^Bozza: il cliente non la vede/)).toBeVisible();
    for (const name of ['Modifica', 'Elimina', 'Invia al cliente', 'Annulla il preventivo'])
      await expect(screen.getByRole('button', { name })).toBeVisible();
    const lines = screen.getByRole('table', { name: 'Righe' });
    await expect(within(lines).getAllByRole('row')).toHaveLength(draft.lines.length + 1);
    await expect(within(lines).getByText('Verniciatura antiruggine dei montanti')).toBeVisible();
    await expect(
      await screen.findByRole('link', { name: 'Comune di Verona' }, API_WAIT),
    ).toHaveAttribute('href', '/customers/1');
    await expect(await screen.findByText('Verde Arredo Urbano S.n.c.', {}, API_WAIT)).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Totali' })).toHaveTextContent('314,27');

    await userEvent.click(screen.getByRole('button', { name: 'Invia al cliente' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Inviare il preventivo ${draft.number}?`,
    });
    await expect(confirm).toHaveTextContent('Gli utenti del cliente lo riceveranno per email');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Invia al cliente' }));
    await expectToast(canvasElement, 'Preventivo inviato');
    await waitFor(() =>
      expect(screen.getByText(/^Inviato: in attesa della risposta del cliente/)).toBeVisible(),
    );
    await expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
  },
};

/** A draft deleted (behind a confirmation): back to the list, where it is gone. */
export const DeleteDraft: Story = {
  args: { path: at(draft) },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${draft.number}`);
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Eliminare/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await expectHeading(canvasElement, 'Preventivi');
    await expect(await screen.findByText(sent.number, {}, API_WAIT)).toBeVisible();
    await expect(screen.queryByText(draft.number)).toBeNull();
  },
};

/**
 * Sent, for the office: waiting for the customer, how many days are left; it can still be cancelled
 * (asked first) but no longer edited; the PDF downloads.
 */
export const AdminSent: Story = {
  args: { path: at(sent) },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${sent.number}`);
    const screen = page(canvasElement);
    await expect(screen.getByText(/^Inviato: in attesa della risposta del cliente/)).toBeVisible();
    await expect(screen.getByText(/mancano 6 giorni/)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
    await expect(screen.getByText(sent.notes!)).toBeVisible();

    const saved = spyOn(URL, 'createObjectURL').mockReturnValue('blob:quote');
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Scarica PDF' }));
      await waitFor(() => expect(saved).toHaveBeenCalled(), API_WAIT);
      const blob = saved.mock.calls[0]?.[0] as Blob;
      await expect(blob.type).toBe('application/pdf');
      await expect((await blob.text()).startsWith('%PDF-')).toBe(true);
    } finally {
      saved.mockRestore();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Annulla il preventivo' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Annullare il preventivo ${sent.number}?`,
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annulla il preventivo' }));
    await expectToast(canvasElement, 'Preventivo annullato');
    await waitFor(() =>
      expect(screen.getByText('Il preventivo è stato annullato dall’ufficio.')).toBeVisible(),
    );
  },
};

export const English: Story = {
  args: { path: at(sent) },
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Quote ${sent.number}`);
    await expect(page(canvasElement).getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...English,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${sent.number}`);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  },
};

/** On a 390 px phone the lines scroll inside their own box, never the page. */
export const Phone: Story = {
  args: { path: at(sent), role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${sent.number}`);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * Sent, for the customer: it waits for their answer until its last day; accepting asks first, naming
 * the total, and the quote is accepted.
 */
export const CustomerAccepts: Story = {
  args: { path: at(sentLater), role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${sentLater.number}`);
    const screen = page(canvasElement);
    await expect(screen.getByText(/^Questo preventivo attende la tua risposta/)).toBeVisible();
    // The office's own data (customer, type, installer) is not shown to the customer.
    await expect(screen.queryByText('Tipo di preventivo')).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Accettare il preventivo ${sentLater.number}?`,
    });
    await expect(confirm).toHaveTextContent('2242,36');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accetta' }));
    await expectToast(canvasElement, 'Preventivo accettato');
    const answer = await screen.findByRole('region', { name: 'La risposta del cliente' }, API_WAIT);
    await expect(answer).toHaveTextContent('Accettato');
    await expect(screen.queryByRole('button', { name: 'Accetta' })).toBeNull();
  },
};

/** Sent, for the customer, rejected with a reason: the office reads it on the quote. */
export const CustomerRejects: Story = {
  args: { path: at(sent), role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${sent.number}`);
    const screen = page(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Rifiutare il preventivo ${sent.number}?`,
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Motivo (facoltativo)' }),
      'Il bilancio di quest’anno non lo consente.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await expectToast(canvasElement, 'Preventivo rifiutato');
    const answer = await screen.findByRole('region', { name: 'La risposta del cliente' }, API_WAIT);
    await expect(answer).toHaveTextContent('Il bilancio di quest’anno non lo consente.');
  },
};

/** Accepted, as the customer sees it: when they answered, and only the PDF left to do. */
export const CustomerAccepted: Story = {
  args: { path: at(accepted), role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${accepted.number}`);
    const screen = page(canvasElement);
    const answer = screen.getByRole('region', { name: 'La risposta del cliente' });
    await expect(answer).toHaveTextContent('Accettato');
    await expect(screen.getByRole('button', { name: 'Scarica PDF' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Rifiuta' })).toBeNull();
  },
};

/** Rejected with a reason, as the office sees it. */
export const Rejected: Story = {
  args: { path: at(rejected) },
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, `Preventivo ${rejected.number}`);
    const answer = page(canvasElement).getByRole('region', { name: 'La risposta del cliente' });
    await expect(answer).toHaveTextContent('Rifiutato');
    await expect(answer).toHaveTextContent(rejected.answer_reason!);
  },
};

/** No quote for this inspection (or another customer's): the 404 page. */
export const NotFound: Story = notFoundState('/quotes/999');

/** A draft is the office's alone: a customer gets the 404 page. */
export const DraftHiddenFromCustomer: Story = {
  args: { path: at(draft), role: 'customer' },
  parameters: screenParameters({ role: 'customer' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('404', {}, API_WAIT)).toBeVisible();
  },
};
