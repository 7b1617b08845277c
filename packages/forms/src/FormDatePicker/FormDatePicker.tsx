import { DatePicker, type DatePickerProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormDatePicker}: the binding (`name`, `control`, `width`) plus the props of `DatePicker`. */
export type FormDatePickerProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<DatePickerProps, BoundProps>;

/** A date picker (an ISO `YYYY-MM-DD` string or `null` in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormDatePicker<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormDatePickerProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <DatePicker {...props} {...bound} value={field.value ?? null} />
    </FormGridItem>
  );
}
