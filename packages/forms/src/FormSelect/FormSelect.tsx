import { Select, type SelectProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormSelect}: the binding (`name`, `control`, `width`) plus the props of `Select`. */
export type FormSelectProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> &
  Omit<SelectProps, BoundProps> & {
    /** The form value is the option's value as a number (a VAT rate, an id), not as a string. */
    numeric?: boolean;
  };

/** A select (the option value, a string or with `numeric` a number, in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormSelect<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, numeric = false, ...props }: FormSelectProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  const value: unknown = field.value;
  return (
    <FormGridItem width={width}>
      <Select
        {...props}
        {...bound}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(next) => field.onChange(numeric ? Number(next) : next)}
      />
    </FormGridItem>
  );
}
