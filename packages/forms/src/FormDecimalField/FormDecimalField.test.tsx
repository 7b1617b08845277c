import { parkWrite } from '@altalena/contracts';
import { AltalenaProvider, Button } from '@altalena/ui';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { Form, FormActions, useZodForm } from '../Form';
import { FormGrid } from '../FormGrid';
import { FormDecimalField, parseDecimal } from './FormDecimalField';

const schema = z.object({ latitude: parkWrite.shape.latitude });

function LatitudeForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { latitude: 45.4423 } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormGrid>
        <FormDecimalField name="latitude" label="Latitude" isRequired />
        <FormActions>
          <Button type="submit">Save</Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}

describe('FormDecimalField', () => {
  it('reads a decimal comma or point, keeps what is not a number for the schema to report', () => {
    expect(parseDecimal('45.4642')).toBe(45.4642);
    expect(parseDecimal(' 45,4642 ')).toBe(45.4642);
    expect(parseDecimal('-0,1275')).toBe(-0.1275);
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('45.46.42')).toBe('45.46.42');
    expect(parseDecimal('north')).toBe('north');
  });

  it('shows the stored number with a comma and submits what is typed either way', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <LatitudeForm onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Latitude' });
    await expect.element(field).toHaveValue('45,4423');
    await field.fill('45.4642');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.lastCall?.[0]).toEqual({ latitude: 45.4642 });

    await field.fill('91');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Enter a number less than or equal to 90')).toBeVisible();
    await field.fill('north');
    await expect.element(screen.getByText('This value is not valid')).toBeVisible();
    await expect.element(field).toHaveValue('north');
    await field.fill('');
    await expect.element(screen.getByText('This field is required')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
