import { NumberField, type NumberFieldProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormNumberField}: the binding (`name`, `control`, `width`) plus the props of `NumberField`. */
export type FormNumberFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<NumberFieldProps, BoundProps>;

/** A number field (an empty box is `null` in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormNumberField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormNumberFieldProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <NumberField
        {...props}
        {...bound}
        value={field.value ?? Number.NaN}
        onChange={(next: number) => field.onChange(Number.isNaN(next) ? null : next)}
      />
    </FormGridItem>
  );
}
