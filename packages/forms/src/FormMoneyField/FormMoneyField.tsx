import { NumberField, type NumberFieldProps } from '@altalena/ui';
import { I18nProvider } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormMoneyField}: the binding (`name`, `control`, `width`) plus `NumberField`'s, in euros. */
export type FormMoneyFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> &
  Omit<NumberFieldProps, BoundProps | 'formatOptions' | 'step'>;

/**
 * Money is always typed and shown in euros in Italian format (docs/web.md#forms), whatever the UI language.
 */
const MONEY_LOCALE = 'it-IT';
/** `always`: Italian leaves 4-digit numbers ungrouped (`1234,50`); money shows `1.234,50 €`. */
const moneyFormat: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
};

/** Cents of a form value (an integer or `null`) as the euros the box shows (`NaN` when empty). */
const eurosOf = (cents: unknown): number =>
  typeof cents === 'number' && Number.isFinite(cents) ? cents / 100 : Number.NaN;

/** Integer cents of the euros typed (`null` when the box is empty). */
const centsOf = (euros: number): number | null =>
  Number.isFinite(euros) ? Math.round(euros * 100) : null;

/**
 * A sum of money bound to react-hook-form in a grid cell: typed and shown in euros in Italian format
 * (`1.234,50 €`), held in the form as integer cents or `null`; never negative unless `minValue` says so.
 */
export function FormMoneyField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({
  name,
  control,
  width,
  hideStepper = true,
  minValue = 0,
  ...props
}: FormMoneyFieldProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <I18nProvider locale={MONEY_LOCALE}>
        <NumberField
          {...props}
          {...bound}
          hideStepper={hideStepper}
          minValue={minValue}
          step={0.01}
          formatOptions={moneyFormat}
          value={eurosOf(field.value)}
          onChange={(euros: number) => field.onChange(centsOf(euros))}
        />
      </I18nProvider>
    </FormGridItem>
  );
}
