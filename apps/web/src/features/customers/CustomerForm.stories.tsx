import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '../../stories/authStories';
import { AppScreen } from '../../stories/screen/AppScreen';
import { customers } from '../../stories/screen/fixtures';
import { formScreenStates } from '../../stories/screen/formStates';
import { API_WAIT, expectHeading } from '../../stories/screen/scaffoldStates';
import { renderScreen, screenParameters } from '../../stories/screen/screenStories';

/** `/customers/create` and `/customers/edit/{id}`: the full-page customer form. */
const meta = {
  title: 'Screens/Customers/Form',
  component: AppScreen,
  render: renderScreen,
  args: { path: '/customers/create' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const form = formScreenStates({
  create: { path: '/customers/create', heading: 'Nuovo cliente', required: 4 },
  edit: {
    path: '/customers/edit/1',
    heading: 'Modifica Comune di Verona',
    headingEn: 'Edit Comune di Verona',
  },
  apiPath: '/customers/1/',
  item: customers[0]!,
  change: { key: 'city', label: /^Comune/, append: ' Sud' },
  theirs: { key: 'phone', label: 'Telefono', value: '045 000 1111' },
});

/** A new customer saved empty, on a full page without the app shell: each required field says so. */
export const ValidationErrors: Story = form.validationErrors;

/** Fills the required fields of a new customer. */
async function fillNewCustomer(screen: ReturnType<typeof page>) {
  await userEvent.type(screen.getByRole('textbox', { name: /Ragione sociale/ }), 'Comune di Prova');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'parchi@prova.example.it');
  await userEvent.type(screen.getByRole('textbox', { name: /^Indirizzo/ }), 'Piazza Grande 1');
  await userEvent.type(screen.getByRole('textbox', { name: /^Comune/ }), 'Prova');
}

/** A complete new customer is saved: a toast, then its detail, and the leave guard lets the user go. */
export const CreateSaves: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectHeading(canvasElement, 'Nuovo cliente');
    await fillNewCustomer(screen);
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    await expectHeading(canvasElement, 'Comune di Prova');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Editing a stored customer: the fields hold its data. */
export const Edit: Story = form.edit;
export const English: Story = form.english;
export const Dark: Story = form.dark;
/** The form on a phone: one column, nothing scrolls sideways. */
export const Phone: Story = form.phone;
/**
 * Someone else saved the customer meanwhile: the save is refused (412), nothing is overwritten, the
 * dialog shows what they changed, and my edits go on top of their version.
 */
export const Conflict: Story = form.conflict;

/** A value the server refuses lands on its field (here a VAT number already in use). */
export const ServerFieldError: Story = {
  parameters: screenParameters({
    handlers: [
      http.post(api('/customers/'), () =>
        HttpResponse.json(
          {
            detail: 'already_exists',
            error_list: [
              { field: 'vat_number', code: 'already_exists', message: 'already_exists' },
            ],
          },
          { status: 409 },
        ),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectHeading(canvasElement, 'Nuovo cliente');
    await fillNewCustomer(screen);
    await userEvent.type(screen.getByRole('textbox', { name: /Partita IVA/ }), '00215150236');
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: /Partita IVA/ })).toHaveAttribute(
          'aria-invalid',
          'true',
        ),
      API_WAIT,
    );
  },
};

/** Leaving with unsaved edits asks first; staying keeps them. */
export const LeaveGuard: Story = {
  parameters: screenParameters(),
  args: { path: '/customers/edit/1' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectHeading(canvasElement, 'Modifica Comune di Verona');
    await userEvent.type(screen.getByDisplayValue('Verona'), ' Est');
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resta' }));
    await expect(screen.getByDisplayValue('Verona Est')).toBeVisible();
  },
};
