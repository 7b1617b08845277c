import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from '../validation/zodFormResolver';

/** A zod schema of an object of form values: a contract schema such as `customerWrite`, or a form's own. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The values a form holds for a schema's input: any field may also be `null` while empty (a combo box, a
 * date, a number) and a text or choice `''`. Arrays of objects (quote lines) keep their shape.
 */
export type FormValuesOf<T> = T extends readonly (infer E)[]
  ? FormValuesOf<E>[]
  : T extends Date | File | Blob
    ? T | null
    : T extends object
      ? { [K in keyof T]: FormValuesOf<T[K]> }
      : T extends string
        ? T | '' | null
        : T | null;

/** The form values of a schema: {@link FormValuesOf} its input. */
export type FormInputOf<S extends FormSchema> = FormValuesOf<z.input<S>> & FieldValues;

/** Options of {@link useZodForm}: react-hook-form's, without the resolver. */
export type UseZodFormOptions<S extends FormSchema> = Omit<
  UseFormProps<FormInputOf<S>, unknown, z.output<S>>,
  'resolver'
>;

/**
 * react-hook-form validated by a contract (or any zod) schema through {@link zodFormResolver}: blank optional
 * fields are sent as `null`, every issue shows a catalogue message; errors appear on submit and then follow
 * each change (react-hook-form's default modes); `handleSubmit` receives the schema's parsed output.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: UseZodFormOptions<S> = {},
): UseFormReturn<FormInputOf<S>, unknown, z.output<S>> {
  const resolver = useMemo(
    () => zodFormResolver<FormInputOf<S>, z.output<S>>(schema as unknown as z.ZodType<z.output<S>>),
    [schema],
  );
  return useForm<FormInputOf<S>, unknown, z.output<S>>({ ...options, resolver });
}
