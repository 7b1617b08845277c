import { z } from 'zod';
import { encodeValidationMessage } from './message';

/**
 * An object-level check that the repeat field equals the password field; the issue
 * (`validation.passwordsMatch`) goes on the repeat field. It runs even when other fields fail,
 * and stays quiet while the repeat field is empty (its own rule reports that).
 *
 * @example z.object({ password: newPassword, passwordRepeat: z.string().min(1) }).check(passwordsMatch('passwordRepeat'))
 */
export function passwordsMatch(repeatField: string, passwordField = 'password') {
  return z.superRefine<Record<string, unknown>>(
    (values, ctx) => {
      const repeat = values[repeatField];
      if (typeof repeat !== 'string' || repeat === '') return;
      if (repeat === values[passwordField]) return;
      ctx.addIssue({
        code: 'custom',
        message: encodeValidationMessage('validation.passwordsMatch'),
        path: [repeatField],
        input: repeat,
      });
    },
    {
      when: ({ value }) =>
        !!value &&
        typeof value === 'object' &&
        typeof (value as Record<string, unknown>)[repeatField] === 'string',
    },
  );
}
