import { domainErrorKeys } from '@altalena/contracts';
import type { MessageId } from '@altalena/i18n';

/**
 * Every message id of the validation catalogue, in catalogue order: the §5 messages of
 * docs/spec/original-specification.md, then one per refinement code of the contracts and per field code of
 * the server's `error_list`.
 */
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
  'validation.invalid',
  'validation.greaterThan',
  'validation.lessThan',
  'validation.invalid_choice',
  'validation.invalid_character',
  'validation.invalid_vat_number',
  'validation.invalid_tax_code',
  'validation.invalid_sdi_code',
  'validation.invalid_zip',
  'validation.invalid_province',
  'validation.invalid_country',
  'validation.invalid_cig',
  'validation.invalid_cup',
  'validation.invalid_code',
  'validation.invalid_username',
  'validation.date_out_of_range',
  'validation.duplicate',
  'validation.invalid_ordering',
  'validation.too_many_decimals',
  'validation.year_in_future',
  'validation.unique',
  'validation.does_not_exist',
  'validation.before_start',
  'validation.before_age_from',
  'validation.before_issue_date',
  'validation.immutable',
  'validation.invalid_contract',
  'validation.invalid_inspector',
  'validation.invalid_finding',
  'validation.invalid_toy',
  'validation.invalid_park',
  'validation.not_same_customer',
  'validation.total_too_large',
  'validation.not_allowed',
  'validation.kind_not_allowed',
  'validation.file_too_large',
  'validation.too_many_files',
  'validation.unsupported_media_type',
  'validation.incorrect',
  'validation.same_as_old',
  'validation.signed',
  'validation.invalid_transition',
  'validation.not_completed',
  'validation.has_dependents',
  'validation.in_use',
  'validation.stale',
  'validation.invalid_request',
] as const satisfies readonly MessageId[];

/** The domain refusal keys (`in_use`, `quote_not_editable` …) a server field error may carry as its code. */
type DomainErrorKey = (typeof domainErrorKeys)[number];

/** Message ids of the domain refusals (`error.<key>`), shown when a server field error's code is one. */
export const domainErrorMessageKeys: readonly `error.${DomainErrorKey}`[] = domainErrorKeys.map(
  (key) => `error.${key}` as const,
) satisfies readonly MessageId[];

/** A message id a field error shows: one of the validation catalogue or of a domain refusal. */
export type ValidationKey = (typeof validationKeys)[number] | `error.${DomainErrorKey}`;

/** Whether a string is a message id a field error may show ({@link ValidationKey}). */
export const isValidationKey = (value: string): value is ValidationKey =>
  (validationKeys as readonly string[]).includes(value) ||
  (domainErrorMessageKeys as readonly string[]).includes(value);
