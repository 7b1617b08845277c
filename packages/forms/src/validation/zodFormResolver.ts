import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { prepareFormValues, valueAt } from '../private/formValues';
import { formIssueMessage } from './issueMessage';

/**
 * A react-hook-form resolver that validates with a contract schema: the values are first made an API body
 * (blank optional texts become `null`, see `prepareFormValues`), each zod issue becomes an encoded
 * catalogue message ({@link formIssueMessage}) on its field, the first per field; an issue without a path
 * goes to `root`. On success the form submits the schema's output.
 */
export function zodFormResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const prepared = prepareFormValues(schema, values);
    const result = await schema.safeParseAsync(prepared, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = Object.create(null);
    for (const issue of result.error.issues) {
      const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
      if (errors[name]) continue;
      errors[name] = {
        type: issue.code,
        message: formIssueMessage(issue, valueAt(prepared, issue.path)),
      };
    }
    if (options.shouldUseNativeValidation) validateFieldsNatively(errors, options);
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
