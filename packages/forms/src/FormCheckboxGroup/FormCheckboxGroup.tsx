import { CheckboxGroup, type CheckboxGroupProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormCheckboxGroup}: the binding plus the props of `CheckboxGroup`. */
export type FormCheckboxGroupProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> &
  Omit<CheckboxGroupProps, BoundProps> & {
    /** The form value holds numbers (ids), the checkboxes their text. */
    numeric?: boolean;
  };

/** A group of checkboxes (an array of the chosen values in the form values), bound to react-hook-form in a grid cell. */
export function FormCheckboxGroup<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, numeric = false, ...props }: FormCheckboxGroupProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  const { ref, onChange, ...rest } = bound;
  const value: unknown = field.value;
  return (
    <FormGridItem
      width={width}
      // react-hook-form focuses the first invalid field through its ref: here, the first checkbox.
      ref={(cell) => ref(cell ? { focus: () => cell.querySelector('input')?.focus() } : null)}
    >
      <CheckboxGroup
        {...props}
        {...rest}
        value={Array.isArray(value) ? value.map(String) : []}
        onChange={(next) => onChange(numeric ? next.map(Number) : next)}
      />
    </FormGridItem>
  );
}
