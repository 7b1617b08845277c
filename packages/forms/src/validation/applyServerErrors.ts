import type { FieldError as ServerFieldError } from '@altalena/contracts';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { serverErrorMessage } from './issueMessage';

/** Options of {@link applyServerErrors}. */
export interface ApplyServerErrorsOptions {
  /** Form field of a server field whose name differs, e.g. `{ old_password: 'oldPassword' }`. */
  fields?: Readonly<Record<string, string>>;
  /** Moves the focus to the first field that got an error (default `true`). */
  shouldFocus?: boolean;
}

/** The part of a react-hook-form form {@link applyServerErrors} uses. */
export type ServerErrorTarget<TValues extends FieldValues> = Pick<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type of the form
  UseFormReturn<TValues, any, any>,
  'setError' | 'control'
>;

/** Whether a field of this name is rendered in the form (registered by `register` or a `Form*` field). */
function isFormField(form: ServerErrorTarget<FieldValues>, name: string): boolean {
  const names = (form.control as unknown as { _names?: { mount?: Set<string> } })._names;
  return !!names?.mount?.has(name);
}

/**
 * Puts each server `error_list` entry (`{field, code, message}`, dotted paths like `lines.0.description`)
 * on the form field of that path as a translated catalogue message ({@link serverErrorMessage}), the first
 * entry per field; returns the entries that matched no field of the form (`body`, `non_field_errors`, a
 * field the form does not show), for the screen to show in an alert.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: ServerErrorTarget<TValues>,
  errors: readonly ServerFieldError[],
  options: ApplyServerErrorsOptions = {},
): ServerFieldError[] {
  const { fields = {}, shouldFocus = true } = options;
  const unmatched: ServerFieldError[] = [];
  const done = new Set<string>();
  for (const entry of errors) {
    const name = fields[entry.field] ?? entry.field;
    if (!isFormField(form as ServerErrorTarget<FieldValues>, name)) {
      unmatched.push(entry);
      continue;
    }
    if (done.has(name)) continue;
    form.setError(
      name as FieldPath<TValues>,
      { type: 'server', message: serverErrorMessage(entry) },
      { shouldFocus: shouldFocus && done.size === 0 },
    );
    done.add(name);
  }
  return unmatched;
}
