import { PasswordField, type PasswordFieldProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormPasswordField}: the binding (`name`, `control`, `width`) plus the props of `PasswordField`. */
export type FormPasswordFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<PasswordFieldProps, BoundProps>;

/** A password field, bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormPasswordField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormPasswordFieldProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <PasswordField {...props} {...bound} value={field.value ?? ''} />
    </FormGridItem>
  );
}
