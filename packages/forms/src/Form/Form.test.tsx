import { AltalenaProvider, Button } from '@altalena/ui';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { FormGrid } from '../FormGrid';
import { FormPasswordField } from '../FormPasswordField';
import { filledPark, ParkFormExample } from '../private/ParkFormExample';
import { passwordsMatch, v } from '../validation';
import { Form, FormActions } from './Form';
import { useZodForm } from './useZodForm';

const required = { en: 'This field is required', it: 'Campo obbligatorio' };

/** The text of the elements an input's aria-describedby points to. */
function describedText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Form (park example)', () => {
  it('shows translated required errors under the fields on an empty submit, and does not submit', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <ParkFormExample onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Salva' }).click();

    for (const label of ['Nome', 'Indirizzo', 'Comune', 'Email']) {
      const input = screen.getByRole('textbox', { name: label });
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(input.element())).toContain(required.en);
    }
    for (const label of ['Latitudine', 'Longitudine']) {
      const input = screen.getByRole('textbox', { name: label });
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(input.element())).toContain(required.en);
    }
    const select = screen.getByRole('combobox', { name: 'Tipo di sito' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(select.element())).toContain(required.en);
    // Optional fields stay valid.
    await expect
      .element(screen.getByRole('textbox', { name: 'Telefono' }))
      .not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field gets the focus.
    await expect.element(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  });

  it('shows the Italian texts in Italian', async () => {
    const screen = await render(
      <AltalenaProvider locale="it">
        <ParkFormExample onSubmit={vi.fn()} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Salva' }).click();
    expect(describedText(screen.getByRole('textbox', { name: 'Nome' }).element())).toContain(
      required.it,
    );
  });

  it('clears a field error as soon as the field is fixed, and shows a rule error while wrong', async () => {
    const screen = await render(
      <AltalenaProvider locale="en">
        <ParkFormExample onSubmit={vi.fn()} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Salva' }).click();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(email, 'mario');
    await expect.element(screen.getByText('Enter a valid email address')).toBeVisible();
    await userEvent.fill(email, 'mario@comune.it');
    await expect.element(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(describedText(email.element())).not.toContain('Enter a valid email address');

    const name = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.fill(name, 'Parco <giochi>');
    await expect
      .element(screen.getByText('This field contains characters that are not allowed'))
      .toBeVisible();
    await userEvent.fill(name, 'Parco giochi');
    await expect.element(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the parsed values with their types (numbers as numbers, switch as boolean)', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <ParkFormExample onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Nome' }), 'Parco Sempione');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Indirizzo' }), 'Piazza Sempione, 1');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Comune' }), 'Milano');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Latitudine' }), '45.4728');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Longitudine' }), '9.1767');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Email' }), 'verde@comune.milano.it');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Telefono' }), '+39 333 123 4567');
    await screen.getByText('Area recintata').click();
    await expect.element(screen.getByRole('switch', { name: 'Area recintata' })).toBeChecked();
    await screen.getByRole('combobox', { name: 'Tipo di sito' }).click();
    await screen.getByRole('option', { name: 'Scuola' }).click();
    await screen.getByRole('button', { name: 'Salva' }).click();

    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Parco Sempione',
      address: 'Piazza Sempione, 1',
      city: 'Milano',
      province: '',
      latitude: 45.4728,
      longitude: 9.1767,
      email: 'verde@comune.milano.it',
      phone: '+39 333 123 4567',
      website: '',
      siteType: 'school',
      fenced: true,
      notes: '',
    });
  });

  it('submits a filled form unchanged and shows the pending state while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await render(
      <AltalenaProvider locale="en">
        <ParkFormExample defaultValues={filledPark} onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]).toEqual([filledPark, expect.anything()]);
    await expect.element(screen.getByRole('progressbar')).toBeInTheDocument();
    // The pending button keeps its name (react-aria's pending announcement refers to it).
    await expect
      .element(screen.getByRole('button', { name: /Salva/ }))
      .toHaveAttribute('aria-disabled', 'true');
    finish();
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
  });
});

const passwordSchema = z
  .object({ password: v.password({ guessable: ['mrossi'] }), passwordRepeat: v.required() })
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
