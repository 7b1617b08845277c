import { RadioGroup, type RadioGroupProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormRadioGroup}: the binding (`name`, `control`, `width`) plus the props of `RadioGroup`. */
export type FormRadioGroupProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<RadioGroupProps, BoundProps>;

/** A radio group (the selected value, a string, in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormRadioGroup<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormRadioGroupProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <RadioGroup {...props} {...bound} value={field.value ?? null} />
    </FormGridItem>
  );
}
