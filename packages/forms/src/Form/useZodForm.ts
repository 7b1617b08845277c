import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema of an object of form values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** Options of {@link useZodForm}: react-hook-form's, without the resolver. */
export type UseZodFormOptions<S extends FormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

/**
 * react-hook-form validated by a zod schema: errors appear on submit and then follow each change
 * (react-hook-form's default modes); `handleSubmit` receives the schema's parsed output.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: UseZodFormOptions<S> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema),
  });
}
