import { passwordRuleCodes, passwordRuleParams, WEAK_PASSWORD_CODE } from '@altalena/contracts';
import type { z } from 'zod';
import { isValidationKey, type ValidationKey } from './keys';
import { encodeValidationMessage, parseValidationMessage, type ValidationValues } from './message';

/** Codes whose catalogue key is not `validation.<code>`: the contracts' and the server's. */
const aliases: Record<string, ValidationKey> = {
  required: 'validation.required',
  min_length: 'validation.minChars',
  max_length: 'validation.maxChars',
  uppercase: 'validation.needsUppercase',
  lowercase: 'validation.needsLowercase',
  digit: 'validation.needsNumber',
  [WEAK_PASSWORD_CODE]: 'validation.passwordWeak',
  already_exists: 'validation.unique',
  // Problems of the request as a whole, which no form field causes.
  invalid_json: 'validation.invalid_request',
  too_deep: 'validation.invalid_request',
  forbidden_property: 'validation.invalid_request',
  empty_body: 'validation.invalid_request',
  invalid_multipart: 'validation.invalid_request',
  multipart_required: 'validation.invalid_request',
  too_many_parts: 'validation.invalid_request',
  unsupported_charset: 'validation.invalid_request',
};

const isPasswordRuleCode = (code: string): code is (typeof passwordRuleCodes)[number] =>
  (passwordRuleCodes as readonly string[]).includes(code);

/** A plain code: lower-case words joined by `_` (never a sentence). */
const codePattern = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/**
 * The catalogue key of a code (a contract refinement message such as `invalid_vat_number`, a password rule
 * code, a server `error_list` code or a domain refusal key), encoded with its values; `undefined` for a code
 * the catalogue does not know.
 */
export function codeMessage(code: string, values?: ValidationValues): string | undefined {
  if (!codePattern.test(code)) return undefined;
  const key =
    aliases[code] ??
    [`validation.${code}`, `error.${code}`].find((candidate) => isValidationKey(candidate));
  if (!key) return undefined;
  const bound = isPasswordRuleCode(code) ? passwordRuleParams(code) : {};
  return encodeValidationMessage(key as ValidationKey, { ...bound, ...values });
}

/** Whether a form value is empty: missing, `null`, `NaN`, or a blank string. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** The numeric `{min}`/`{max}` of a bound (zod gives bigints and dates too). */
const numeric = (bound: unknown): number => Number(bound);

/** Only the number, string and array bounds have a catalogue message. */
function boundMessage(
  issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig,
): string | undefined {
  const small = issue.code === 'too_small';
  const bound = numeric(small ? issue.minimum : issue.maximum);
  const values: ValidationValues = small ? { min: bound } : { max: bound };
  switch (issue.origin) {
    case 'string':
      return encodeValidationMessage(small ? 'validation.minChars' : 'validation.maxChars', values);
    case 'array':
    case 'set':
      return encodeValidationMessage(small ? 'validation.minItems' : 'validation.maxItems', values);
    case 'number':
    case 'int':
    case 'bigint':
      if (issue.inclusive === false) {
        return encodeValidationMessage(
          small ? 'validation.greaterThan' : 'validation.lessThan',
          values,
        );
      }
      return encodeValidationMessage(
        small ? 'validation.minNumber' : 'validation.maxNumber',
        values,
      );
    default:
      return undefined;
  }
}

/**
 * The form's error map: turns a zod issue of a contract schema into an encoded catalogue message
 * (see {@link encodeValidationMessage}). `value` is the form value the issue is about.
 *
 * An empty value is `validation.required` (except an array's count); a message that is already encoded
 * stays; a refinement message of the contracts (`invalid_vat_number`, `min_length` …) becomes its own key;
 * string, number and array bounds become `minChars`/`maxChars`, `minNumber`/`maxNumber` (or
 * `greaterThan`/`lessThan` when exclusive), `minItems`/`maxItems`; an e-mail format is `validation.email`, a
 * value outside an enum `validation.invalid_choice`; anything else `validation.invalid`.
 */
export function formIssueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  if (parseValidationMessage(issue.message)) return issue.message;
  const countsItems = issue.code === 'too_small' && issue.origin === 'array';
  if (isEmptyValue(value) && !countsItems) return encodeValidationMessage('validation.required');

  const own = codeMessage(issue.message, issue.code === 'custom' ? issueValues(issue) : undefined);
  if (own) return own;
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return boundMessage(issue) ?? encodeValidationMessage('validation.invalid');
    case 'invalid_format':
      if (issue.format === 'email') return encodeValidationMessage('validation.email');
      if (issue.format === 'url') return encodeValidationMessage('validation.url');
      return encodeValidationMessage('validation.invalid');
    case 'invalid_value':
      return encodeValidationMessage('validation.invalid_choice');
    default:
      return encodeValidationMessage('validation.invalid');
  }
}

/** The string and number params of a custom issue (e.g. a length rule's `{min: 8}`). */
function issueValues(issue: z.core.$ZodIssueCustom): ValidationValues | undefined {
  if (!issue.params) return undefined;
  const values: ValidationValues = {};
  for (const [name, value] of Object.entries(issue.params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/** zod's default English texts of bounds, as the server passes them on: `… >=8 characters`. */
const defaultBound = /(>=|>|<=|<)\s*(-?\d+(?:\.\d+)?)/;

/**
 * The encoded catalogue message of a server `error_list` entry: its `code` when the catalogue knows it
 * (a domain code such as `unique` or `before_start`, a password rule, a domain refusal); for a zod issue
 * code, the refinement `message` of the contract (`invalid_vat_number` …) or, for bounds, the bound read
 * from zod's default text; otherwise `validation.invalid`.
 */
export function serverErrorMessage(entry: { code: string; message: string }): string {
  const { code, message } = entry;
  const own = codeMessage(code) ?? codeMessage(message);
  if (own) return own;
  switch (code) {
    case 'too_small':
    case 'too_big': {
      const match = defaultBound.exec(message);
      if (!match) break;
      const bound = Number(match[2]);
      const exclusive = match[1] === '>' || match[1] === '<';
      const small = code === 'too_small';
      const values: ValidationValues = small ? { min: bound } : { max: bound };
      if (/\bcharacters?\b/.test(message))
        return encodeValidationMessage(
          small ? 'validation.minChars' : 'validation.maxChars',
          values,
        );
      if (/\bitems?\b/.test(message))
        return encodeValidationMessage(
          small ? 'validation.minItems' : 'validation.maxItems',
          values,
        );
      if (exclusive)
        return encodeValidationMessage(
          small ? 'validation.greaterThan' : 'validation.lessThan',
          values,
        );
      return encodeValidationMessage(
        small ? 'validation.minNumber' : 'validation.maxNumber',
        values,
      );
    }
    case 'invalid_type':
      if (/received (undefined|null)/.test(message))
        return encodeValidationMessage('validation.required');
      break;
    case 'invalid_format':
      if (/email/i.test(message)) return encodeValidationMessage('validation.email');
      break;
    case 'invalid_value':
      return encodeValidationMessage('validation.invalid_choice');
  }
  return encodeValidationMessage('validation.invalid');
}
