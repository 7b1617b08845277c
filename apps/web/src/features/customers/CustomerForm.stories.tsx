import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '../../stories/authStories';
import { AppScreen } from '../../stories/screen/AppScreen';
import { expectHeading, expectNoSidewaysScroll } from '../../stories/screen/scaffoldStates';
import { customers } from '../../stories/screen/fixtures';
import {
  changedMeanwhile,
  phone,
  renderScreen,
  screenParameters,
} from '../../stories/screen/screenStories';

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

/** A new customer: empty fields, no app shell. */
export const Create: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo cliente');
    await expect(
      page(canvasElement).getByRole('textbox', { name: /Ragione sociale|Nome/ }),
    ).toHaveValue('');
    await expect(
      page(canvasElement).queryByRole('navigation', { name: /principale|Main/i }),
    ).toBeNull();
  },
};

/** A complete new customer is saved: a toast, then its detail, and the leave guard lets the user go. */
export const CreateSaves: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectHeading(canvasElement, 'Nuovo cliente');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Ragione sociale/ }),
      'Comune di Prova',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /^E-mail/ }),
      'parchi@prova.example.it',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Indirizzo/ }), 'Piazza Grande 1');
    await userEvent.type(screen.getByRole('textbox', { name: /^Comune/ }), 'Prova');
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    await expectHeading(canvasElement, 'Comune di Prova');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Saving an empty form: each required field says so, and nothing is sent. */
export const ValidationErrors: Story = {
  parameters: screenParameters(),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Nuovo cliente');
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Crea' }));
    await waitFor(() =>
      expect(page(canvasElement).getAllByText('Campo obbligatorio').length).toBeGreaterThanOrEqual(
        4,
      ),
    );
  },
};

/** Editing a stored customer: the fields hold its data. */
export const Edit: Story = {
  parameters: screenParameters(),
  args: { path: '/customers/edit/1' },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Modifica Comune di Verona');
    await expect(page(canvasElement).getByDisplayValue('Comune di Verona')).toBeVisible();
  },
};

export const English: Story = {
  parameters: screenParameters(),
  args: { path: '/customers/edit/1' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => expectHeading(canvasElement, 'Edit Comune di Verona'),
};

export const Dark: Story = { ...Edit, globals: { theme: 'dark' } };

/** The form on a phone: one column, nothing scrolls sideways. */
export const Phone: Story = {
  ...Edit,
  globals: phone,
  play: async (context) => {
    await Edit.play?.(context);
    await expectNoSidewaysScroll(context.canvasElement);
  },
};

/**
 * Someone else saved the customer meanwhile: the save is refused (412), nothing is overwritten, and
 * the dialog shows what changed and lets the user reload or keep their edits.
 */
export const Conflict: Story = {
  args: { path: '/customers/edit/1' },
  parameters: screenParameters({
    handlers: changedMeanwhile('/customers/1/', customers[0]!, { phone: '045 000 1111' }),
  }),
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Modifica Comune di Verona');
    const city = page(canvasElement).getByDisplayValue('Verona');
    await userEvent.clear(city);
    await userEvent.type(city, 'Verona Sud');
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Salva' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: 'Qualcun altro ha modificato questo record',
    });
    // The field the other person changed, with their value.
    await expect(within(dialog).getByRole('row', { name: /Telefono/ })).toHaveTextContent(
      '045 000 1111',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Mantieni le mie modifiche' }),
    );
    // My edit stays on top of their version, and their change is kept.
    await expect(page(canvasElement).getByDisplayValue('Verona Sud')).toBeVisible();
    await expect(page(canvasElement).getByDisplayValue('045 000 1111')).toBeVisible();
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Salva' }));
    await expectHeading(canvasElement, 'Comune di Verona');
  },
};

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
    await userEvent.type(
      screen.getByRole('textbox', { name: /Ragione sociale|Nome/ }),
      'Comune di Prova',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /^E-mail/ }),
      'parchi@prova.example.it',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Indirizzo/ }), 'Piazza Grande 1');
    await userEvent.type(screen.getByRole('textbox', { name: /^Comune/ }), 'Prova');
    await userEvent.type(screen.getByRole('textbox', { name: /Partita IVA/ }), '00215150236');
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Partita IVA/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
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
