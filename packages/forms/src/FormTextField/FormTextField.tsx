import { TextField, type TextFieldProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormTextField}: the binding (`name`, `control`, `width`) plus the props of `TextField`. */
export type FormTextFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<TextFieldProps, BoundProps>;

/** A single-line text field, bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormTextField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormTextFieldProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <TextField {...props} {...bound} value={field.value ?? ''} />
    </FormGridItem>
  );
}
