import { customerContractWrite } from '@altalena/contracts';
import { AltalenaProvider, Button } from '@altalena/ui';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { Form, FormActions, useZodForm } from '../Form';
import { FormGrid } from '../FormGrid';
import { FormMoneyField } from './FormMoneyField';

const schema = z.object({ amount_cents: customerContractWrite.shape.amount_cents });

function MoneyForm({
  amount = null,
  onSubmit,
}: {
  amount?: number | null;
  onSubmit: (values: z.output<typeof schema>) => void;
}) {
  const form = useZodForm(schema, { defaultValues: { amount_cents: amount } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormGrid>
        <FormMoneyField name="amount_cents" label="Amount" />
        <FormActions>
          <Button type="submit">Save</Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}

describe('FormMoneyField', () => {
  for (const locale of ['it', 'en'] as const) {
    it(`turns 1234,5 typed into 123450 cents and shows 1.234,50 € (${locale} UI)`, async () => {
      const onSubmit = vi.fn();
      const screen = await render(
        <AltalenaProvider locale={locale}>
          <MoneyForm onSubmit={onSubmit} />
        </AltalenaProvider>,
      );
      const input = screen.getByRole('textbox', { name: 'Amount' });
      await userEvent.fill(input, '1234,5');
      await userEvent.tab();
      await expect.element(input).toHaveValue('1.234,50\u00a0€');
      await screen.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
      expect(onSubmit.mock.calls[0]![0]).toEqual({ amount_cents: 123450 });
    });
  }

  it('shows stored cents in euros, and an emptied box is null', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <MoneyForm amount={99} onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await expect.element(input).toHaveValue('0,99\u00a0€');
    await userEvent.fill(input, '');
    await userEvent.tab();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount_cents: null });
  });

  it('keeps whole cents, and refuses a minus sign (never below zero)', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <MoneyForm onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.fill(input, '0,1');
    await userEvent.tab();
    await expect.element(input).toHaveValue('0,10\u00a0€');
    await userEvent.fill(input, '-5');
    await userEvent.tab();
    await expect.element(input).toHaveValue('0,10\u00a0€');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount_cents: 10 });
  });
});
