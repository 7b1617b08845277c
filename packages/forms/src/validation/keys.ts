import type { MessageId } from '@altalena/i18n';

/** Every message id of the validation catalogue (spec §5), in catalogue order. */
export const validationKeys = [
  'validation.required',
  'validation.minChars',
  'validation.maxChars',
  'validation.minItems',
  'validation.maxItems',
  'validation.minNumber',
  'validation.maxNumber',
  'validation.email',
  'validation.specialChars',
  'validation.needsUppercase',
  'validation.needsLowercase',
  'validation.needsNumber',
  'validation.passwordWeak',
  'validation.phone',
  'validation.latitude',
  'validation.longitude',
  'validation.url',
  'validation.passwordsMatch',
] as const satisfies readonly MessageId[];

/** A message id of the validation catalogue. */
export type ValidationKey = (typeof validationKeys)[number];

/** Whether a string is a message id of the validation catalogue. */
export const isValidationKey = (value: string): value is ValidationKey =>
  (validationKeys as readonly string[]).includes(value);
