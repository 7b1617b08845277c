import { newPasswordNotGuessable } from '@altalena/contracts';
import { AltalenaProvider, Button } from '@altalena/ui';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { FormGrid } from '../FormGrid';
import { FormPasswordField } from '../FormPasswordField';
import { CustomerFormExample, filledCustomer } from '../private/CustomerFormExample';
import { passwordsMatch } from '../validation';
import { Form, FormActions } from './Form';
import { useZodForm } from './useZodForm';

const required = { en: 'This field is required', it: 'Campo obbligatorio' };

/** The text of the elements an input's aria-describedby points to. */
function describedText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Form (customer, validated by customerWrite)', () => {
  it('shows translated required errors under the required fields on an empty submit, and does not submit', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <CustomerFormExample onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();

    for (const label of ['Name', 'E-mail', 'Address', 'City']) {
      const input = screen.getByRole('textbox', { name: label, exact: true });
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(input.element())).toContain(required.en);
    }
    const select = screen.getByRole('combobox', { name: 'Customer type' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(select.element())).toContain(required.en);
    // Optional fields left blank stay valid: '' is sent as null or left out.
    for (const label of ['VAT number', 'Phone', 'Postcode', 'Province'])
      await expect
        .element(screen.getByRole('textbox', { name: label, exact: true }))
        .not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('textbox', { name: 'Name', exact: true })).toHaveFocus();
  });

  it('shows the Italian texts in Italian, with the contract refinement messages', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <CustomerFormExample onSubmit={vi.fn()} />
      </AltalenaProvider>,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'RSSMRA');
    await screen.getByRole('button', { name: 'Salva' }).click();
    expect(
      describedText(screen.getByRole('textbox', { name: 'Ragione sociale' }).element()),
    ).toContain(required.it);
    await expect
      .poll(() => describedText(screen.getByRole('textbox', { name: 'Codice fiscale' }).element()))
      .toContain('Inserisci un codice fiscale valido (16 caratteri o 11 cifre)');
  });

  it('clears a field error as soon as the field is fixed, and shows a rule error while wrong', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <CustomerFormExample onSubmit={vi.fn()} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    const email = screen.getByRole('textbox', { name: 'E-mail', exact: true });
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(email, 'mario');
    await expect.element(screen.getByText('Enter a valid email address')).toBeVisible();
    await userEvent.fill(email, 'mario@comune.it');
    await expect.element(email).not.toHaveAttribute('aria-invalid', 'true');

    const zip = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.fill(zip, '381');
    await expect.element(screen.getByText('Enter a valid postcode (5 digits)')).toBeVisible();
    await userEvent.fill(zip, '');
    await expect.element(zip).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the contract body: blank optional texts as null, the rest parsed', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <CustomerFormExample onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Comune di Trento');
    await userEvent.fill(
      screen.getByRole('textbox', { name: 'E-mail', exact: true }),
      'verde@comune.trento.it',
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Address' }), 'Via Belenzani, 19');
    await userEvent.fill(screen.getByRole('textbox', { name: 'City' }), 'Trento');
    await userEvent.fill(screen.getByRole('textbox', { name: 'VAT number' }), '00355870221');
    await screen.getByRole('combobox', { name: 'Customer type' }).click();
    await screen.getByRole('option', { name: 'Municipality' }).click();
    await screen.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Comune di Trento',
      customer_type: 'municipality',
      vat_number: '00355870221',
      tax_code: null,
      sdi_code: null,
      pec: null,
      email: 'verde@comune.trento.it',
      phone: null,
      address: 'Via Belenzani, 19',
      city: 'Trento',
      zip: null,
      province: null,
      country: 'IT',
      notes: null,
      is_active: true,
    });
  });

  it('puts the server field errors on their fields and lists the others', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <CustomerFormExample
          defaultValues={filledCustomer}
          onSubmit={() => [
            { field: 'vat_number', code: 'unique', message: 'This value is already in use.' },
            { field: 'body', code: 'invalid_json', message: 'Unexpected token' },
          ]}
        />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    const vat = screen.getByRole('textbox', { name: 'VAT number' });
    await expect.element(vat).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(vat.element())).toContain('This value is already in use');
    await expect.element(vat).toHaveFocus();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The request is not valid: reload the page and try again');
  });

  it('submits a filled form and shows the pending state while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await render(
      <AltalenaProvider locale="en">
        <CustomerFormExample defaultValues={filledCustomer} onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ name: filledCustomer.name, pec: null, notes: null }),
    ]);
    await expect.element(screen.getByRole('progressbar')).toBeInTheDocument();
    // The pending button keeps its name (react-aria's pending announcement refers to it).
    await expect
      .element(screen.getByRole('button', { name: /Save/ }))
      .toHaveAttribute('aria-disabled', 'true');
    finish();
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
  });
});

const passwordSchema = z
  .object({ password: newPasswordNotGuessable(['mrossi']), passwordRepeat: z.string().min(1) })
  .check(passwordsMatch('passwordRepeat'));

function PasswordForm({
  onSubmit,
}: {
  onSubmit: (values: z.output<typeof passwordSchema>) => void;
}) {
  const form = useZodForm(passwordSchema, { defaultValues: { password: '', passwordRepeat: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormGrid>
        <FormPasswordField name="password" label="Password" width="md" />
        <FormPasswordField name="passwordRepeat" label="Repeat password" width="md" />
        <FormActions>
          <Button type="submit">Save</Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}

describe('Form (password rules)', () => {
  it('explains each broken password rule, then checks that the passwords match', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <PasswordForm onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    const password = screen.getByLabelText('Password', { exact: true });
    const repeat = screen.getByLabelText('Repeat password');
    await screen.getByRole('button', { name: 'Save' }).click();
    expect(describedText(password.element())).toContain(required.en);

    const steps: [string, string][] = [
      ['Ab1', 'Enter at least 8 characters'],
      ['gioco2024', 'Must contain at least one uppercase letter'],
      ['GIOCO2024', 'Must contain at least one lowercase letter'],
      ['Giocoscivolo', 'Must contain at least one number'],
      ['Mrossi2024', 'This password is too weak'],
    ];
    for (const [value, message] of steps) {
      await userEvent.fill(password, value);
      await expect.poll(() => describedText(password.element())).toContain(message);
    }
    await userEvent.fill(password, 'Scivolo2024');
    await expect.element(password).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(repeat, 'Scivolo2025');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => describedText(repeat.element()))
      .toContain('The passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.fill(repeat, 'Scivolo2024');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      password: 'Scivolo2024',
      passwordRepeat: 'Scivolo2024',
    });
  });
});
