import { TextField, type TextFieldProps } from '@altalena/ui';
import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormGridItem } from '../FormGrid';
import { useFormField, type BoundProps, type FormFieldBindingProps } from '../Form/useFormField';

/** Props of {@link FormDecimalField}: the binding (`name`, `control`, `width`) plus the props of `TextField`. */
export type FormDecimalFieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FormFieldBindingProps<TValues, TName> & Omit<TextFieldProps, BoundProps | 'type' | 'inputMode'>;

const decimal = /^[-+]?\d+(?:[.,]\d+)?$/;

/**
 * The number a text holds, with a decimal comma or point: `null` for a blank text, the text itself when
 * it is not a number (the schema then reports it; nothing typed is dropped).
 */
export function parseDecimal(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return decimal.test(trimmed) ? Number(trimmed.replace(',', '.')) : text;
}

/** A stored number as the field shows it: with the Italian decimal comma. */
const shown = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value).replace('.', ',') : '';

/**
 * A decimal number typed as text, with a comma or a point (coordinates pasted from a map app, where a
 * number field in Italian would read `45.4642` as 454642), bound to react-hook-form in a grid cell: the
 * form value is the number, `null` when blank; its error is translated from the catalogue.
 */
export function FormDecimalField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ name, control, width, ...props }: FormDecimalFieldProps<TValues, TName>) {
  const { field, bound } = useFormField(name, control, props.isDisabled);
  const [text, setText] = useState(() => shown(field.value));
  // A value set from outside (the record loaded, a position from the device) replaces the text.
  useEffect(() => {
    const typed = parseDecimal(text);
    if (typeof field.value === 'number' ? typed !== field.value : typeof typed === 'number')
      setText(shown(field.value));
  }, [field.value]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the value changes
  return (
    <FormGridItem width={width}>
      <TextField
        {...props}
        {...bound}
        inputMode="decimal"
        value={text}
        onChange={(next) => {
          setText(next);
          field.onChange(parseDecimal(next));
        }}
      />
    </FormGridItem>
  );
}
