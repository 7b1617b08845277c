import { TextArea, type TextAreaProps } from '@altalena/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormTextArea}: the binding (`name`, `control`, `width`) plus the props of `TextArea`. */
export type FormTextAreaProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<TextAreaProps, BoundProps>;

/** A multi-line text field, bound to react-hook-form in a grid cell; its error is translated from the catalogue. */
export function FormTextArea<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormTextAreaProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  return (
    <FormGridItem width={width}>
      <TextArea {...props} {...bound} value={field.value ?? ''} />
    </FormGridItem>
  );
}
