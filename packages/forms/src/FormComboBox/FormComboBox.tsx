import { ComboBox, type ComboBoxProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormComboBox}: the binding (`name`, `control`, `width`) plus the props of `ComboBox`. */
export type FormComboBoxProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> &
  Omit<ComboBoxProps, BoundProps> & {
    /** The form value is the option's key as a number (a foreign key id), not as a string. */
    numeric?: boolean;
  };

/** A combo box (the option value or `null` in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormComboBox<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, numeric = false, ...props }: FormComboBoxProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  const value: unknown = field.value;
  return (
    <FormGridItem width={width}>
      <ComboBox
        {...props}
        {...bound}
        value={value === null || value === undefined || value === '' ? null : String(value)}
        onChange={(key) => field.onChange(numeric && key !== null ? Number(key) : key)}
      />
    </FormGridItem>
  );
}
