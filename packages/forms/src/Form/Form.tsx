import { cx } from '@altalena/ui';
import type { FormHTMLAttributes, HTMLAttributes } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { actions } from '../FormGrid/FormGrid.css';

/** Props of {@link Form}. */
export interface FormProps<TValues extends FieldValues, TOutput = TValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  /** The form returned by `useZodForm` (or react-hook-form's `useForm`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context type
  form: UseFormReturn<TValues, any, TOutput>;
  /** Called with the validated values. */
  onSubmit: SubmitHandler<TOutput>;
  /** Called with the errors when a submit fails validation. */
  onInvalid?: SubmitErrorHandler<TValues>;
}

/**
 * A `<form>` bound to react-hook-form: provides the form to the `Form*` fields, turns off the
 * browser's own validation and submits through `handleSubmit` (the first invalid field gets focus).
 */
export function Form<TValues extends FieldValues, TOutput = TValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <form {...props} noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** Props of {@link FormActions}. */
export type FormActionsProps = HTMLAttributes<HTMLDivElement>;

/** The row of a form's buttons: a whole grid row, buttons at the end, wrapping when narrow. */
export function FormActions({ className, ...props }: FormActionsProps) {
  return <div {...props} className={cx(actions, className)} />;
}
