import { Checkbox, type CheckboxProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormCheckbox}: the binding (`name`, `control`, `width`) plus the props of `Checkbox`. */
export type FormCheckboxProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> &
  Omit<CheckboxProps, BoundProps | 'isSelected' | 'defaultSelected'>;

/** A checkbox (a boolean in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormCheckbox<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormCheckboxProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <Checkbox {...props} {...bound} isSelected={Boolean(field.value)} />
    </FormGridItem>
  );
}
