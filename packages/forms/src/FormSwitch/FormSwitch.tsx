import { Switch, type SwitchProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormSwitch}: the binding (`name`, `control`, `width`) plus the props of `Switch`. */
export type FormSwitchProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> &
  Omit<SwitchProps, BoundProps | 'isSelected' | 'defaultSelected'>;

/** A switch (a boolean in the form values), bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormSwitch<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormSwitchProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <Switch {...props} {...bound} isSelected={Boolean(field.value)} />
    </FormGridItem>
  );
}
