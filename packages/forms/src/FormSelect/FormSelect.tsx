import { Select, type SelectProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormSelect}: the binding (`name`, `control`, `width`) plus the props of `Select`. */
export type FormSelectProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<SelectProps, BoundProps>;

/** A select (the option value, a string, in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormSelect<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormSelectProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <Select {...props} {...bound} value={field.value ?? ''} />
    </FormGridItem>
  );
}
