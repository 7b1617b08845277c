import { customerWrite, isoDate, itemOutcomes, toyWrite } from '@altalena/contracts';
import { AltalenaProvider, Button, Radio } from '@altalena/ui';
import { useForm } from 'react-hook-form';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import { Form, FormActions, useZodForm } from '../Form';
import { FormCheckbox } from '../FormCheckbox';
import { FormComboBox } from '../FormComboBox';
import { FormDatePicker } from '../FormDatePicker';
import { FormGrid } from '../FormGrid';
import { FormNumberField } from '../FormNumberField';
import { FormRadioGroup } from '../FormRadioGroup';
import { FormTextField } from '../FormTextField';
import { encodeValidationMessage } from '../validation';

const schema = z.object({
  agreed: z.boolean().refine(Boolean, encodeValidationMessage('validation.required')),
  outcome: z.enum(itemOutcomes),
  inspectedOn: isoDate,
  height: toyWrite.shape.free_fall_height_m,
});

const cities = [
  { value: 'milano', label: 'Milano' },
  { value: 'trento', label: 'Trento' },
];

function FieldsForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, {
    defaultValues: { agreed: false, outcome: '', inspectedOn: null, height: null },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormGrid>
        <FormCheckbox name="agreed" label="Agreed" />
        <FormRadioGroup name="outcome" label="Outcome">
          <Radio value="ok">Compliant</Radio>
          <Radio value="defect">Defect</Radio>
        </FormRadioGroup>
        <FormDatePicker name="inspectedOn" label="Inspected on" />
        <FormNumberField name="height" label="Height" hideStepper />
        <FormActions>
          <Button type="submit">Save</Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}

describe('Form fields', () => {
  it('show the required error on every kind of field, then submit booleans, strings, ISO dates and null', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="en">
        <FieldsForm onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => screen.getByText('This field is required').all().length).toBe(3);
    await expect
      .element(screen.getByRole('checkbox', { name: 'Agreed' }))
      .toHaveAttribute('aria-invalid', 'true');

    await screen.getByText('Agreed').click();
    await screen.getByText('Defect').click();
    await screen.getByRole('spinbutton', { name: /month/i }).click();
    await userEvent.keyboard('05142025');
    await expect.poll(() => screen.getByText('This field is required').all().length).toBe(0);

    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      agreed: true,
      outcome: 'defect',
      inspectedOn: '2025-05-14',
      height: null,
    });
  });

  it('binds the combobox to the key of the option picked, and clears its required error', async () => {
    const onSubmit = vi.fn();
    const CityForm = () => {
      const form = useZodForm(z.object({ city: customerWrite.shape.city }), {
        defaultValues: { city: null },
      });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <FormGrid>
            <FormComboBox name="city" label="City" options={cities} />
            <FormActions>
              <Button type="submit">Save</Button>
            </FormActions>
          </FormGrid>
        </Form>
      );
    };
    const screen = await render(
      <AltalenaProvider locale="en">
        <CityForm />
      </AltalenaProvider>,
    );
    await screen.getByRole('button', { name: 'Save' }).click();
    const city = screen.getByRole('combobox', { name: 'City' });
    await expect.element(city).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('This field is required')).toBeVisible();

    await city.click();
    await userEvent.keyboard('Tre');
    await expect.element(screen.getByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(city).toHaveValue('Trento');
    await expect.element(screen.getByText('This field is required')).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ city: 'trento' });
  });

  it('reports an out-of-range number with its bound and clears it once fixed (Italian decimal comma)', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <AltalenaProvider locale="it">
        <FieldsForm onSubmit={onSubmit} />
      </AltalenaProvider>,
    );
    const height = screen.getByRole('textbox', { name: 'Height' });
    await userEvent.fill(height, '4');
    await userEvent.tab();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Inserisci un numero minore o uguale a 3')).toBeVisible();
    await userEvent.fill(height, '2,5');
    await userEvent.tab();
    await expect.element(height).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('binds through an explicit control, without a Form around it', async () => {
    function Standalone() {
      const form = useForm({ defaultValues: { name: 'Parco' } });
      return (
        <>
          <FormTextField control={form.control} name="name" label="Name" />
          <output>{form.watch('name')}</output>
        </>
      );
    }
    const screen = await render(
      <AltalenaProvider locale="en">
        <Standalone />
      </AltalenaProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    await expect.element(input).toHaveValue('Parco');
    await userEvent.fill(input, 'Parco Sempione');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Parco Sempione');
  });
});
