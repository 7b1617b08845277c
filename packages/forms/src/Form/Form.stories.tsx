import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerFormExample, emptyCustomer, filledCustomer } from '../private/CustomerFormExample';

/**
 * A customer form built with `Form`, `useZodForm`, `FormGrid` and the `Form*` fields, validated by the
 * contract schema `customerWrite` itself; its messages come from the catalogue in the toolbar's language,
 * and the server's `error_list` lands on the fields.
 */
const meta = {
  title: 'Forms/CustomerForm',
  component: CustomerFormExample,
  args: { onSubmit: fn(), defaultValues: emptyCustomer },
  parameters: {
    layout: 'padded',
    a11y: {
      config: {
        // When the submit button turns pending (while the form validates or saves), react-aria's Button
        // announces it through its LiveAnnouncer: a visually hidden <div role="img" aria-labelledby="<button
        // id>"> appended to <body>, outside the story. axe's role-img-alt does not resolve that label in the
        // story test run, although the referenced button exists and has a name (checked in Form.test.tsx).
        rules: [{ id: 'role-img-alt', enabled: false }],
      },
    },
  },
} satisfies Meta<typeof CustomerFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** A new customer: nothing filled in, no error shown before the first submit. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Ragione sociale/ })).toHaveValue('');
    await expect(canvas.queryByText('Campo obbligatorio')).not.toBeInTheDocument();
  },
};

/** An existing customer being edited. */
export const Filled: Story = {
  args: { defaultValues: filledCustomer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Ragione sociale/ })).toHaveValue(
      filledCustomer.name,
    );
    await expect(canvas.getByRole('switch', { name: 'Attivo' })).toBeChecked();
  },
};

/**
 * Submitting the empty form, then wrong values: the required fields say so and each contract refinement
 * (partita IVA, CAP, provincia, e-mail) has its own message, in Italian; nothing is sent.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    // name, customer type, e-mail, address, city
    await expect(await canvas.findAllByText('Campo obbligatorio')).toHaveLength(5);
    const name = canvas.getByRole('textbox', { name: /Ragione sociale/ });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();

    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'mario');
    await expect(await canvas.findByText('Inserisci un indirizzo email valido')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Partita IVA' }), '12345678901');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CAP' }), '381');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Provincia' }), 'tn');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(
      await canvas.findByText('Inserisci una partita IVA valida (11 cifre)'),
    ).toBeVisible();
    await expect(await canvas.findByText('Inserisci un CAP valido (5 cifre)')).toBeVisible();
    await expect(
      await canvas.findByText('Inserisci la sigla della provincia (2 lettere maiuscole, es. MI)'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The same errors in English. */
export const ValidationErrorsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'VAT number' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(5);
    await expect(await canvas.findByText('Enter a valid VAT number (11 digits)')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses the save: its `error_list` entries appear under their fields, translated; an entry
 * of no field (`non_field_errors`) is listed above the buttons.
 */
export const ServerErrors: Story = {
  args: {
    defaultValues: filledCustomer,
    onSubmit: fn(() => [
      { field: 'vat_number', code: 'unique', message: 'This value is already in use.' },
      { field: 'email', code: 'invalid_format', message: 'Invalid email address' },
      { field: 'non_field_errors', code: 'in_use', message: 'Other records refer to this one.' },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('Questo valore è già in uso')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Partita IVA' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Inserisci un indirizzo email valido')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Questo valore è usato da altri dati',
    );
  },
};

/** Saving: the submit button shows its pending state while the request runs. */
export const Submitting: Story = {
  args: { defaultValues: filledCustomer, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva' }));
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
  },
};
