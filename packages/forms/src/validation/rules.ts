import { z } from 'zod';
import type { ValidationKey } from './keys';
import { encodeValidationMessage, type ValidationValues } from './message';

type AddIssue = (key: ValidationKey, values?: ValidationValues) => void;

/** Options shared by the text rules. */
export interface TextRuleOptions {
  /** Reject an empty (or blank) value with `validation.required`; otherwise an empty value passes. */
  required?: boolean;
  /** Minimum length in characters (`validation.minChars`). */
  min?: number;
  /** Maximum length in characters (`validation.maxChars`). */
  max?: number;
}

/** Options of {@link v.number} and the coordinate rules. */
export interface NumberRuleOptions {
  /** Reject an empty value (`null`, `undefined`, `NaN`) with `validation.required`. */
  required?: boolean;
  /** Smallest allowed value (`validation.minNumber`). */
  min?: number;
  /** Largest allowed value (`validation.maxNumber`). */
  max?: number;
}

/** Options of {@link v.items}. */
export interface ItemsRuleOptions {
  /** Reject an empty list with `validation.required`. */
  required?: boolean;
  /** Minimum number of items (`validation.minItems`). */
  min?: number;
  /** Maximum number of items (`validation.maxItems`). */
  max?: number;
}

/** Options of {@link v.password}. */
export interface PasswordRuleOptions {
  /** Personal values the password must not contain, e.g. the username or the email (`validation.passwordWeak`). */
  guessable?: readonly (string | null | undefined)[];
}

/** Password length bounds of the design (§4 auth): at least 8, at most 128 characters. */
export const passwordLimits = { min: 8, max: 128 } as const;

const isEmptyInput = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'number' && Number.isNaN(input));

/** Error map of the base types: a missing value is `validation.required`; other type errors keep zod's text. */
const requiredWhenEmpty = (issue: { code?: string; input?: unknown }): string | undefined =>
  issue.code === 'invalid_type' && isEmptyInput(issue.input)
    ? encodeValidationMessage('validation.required')
    : undefined;

const issueAdder =
  (ctx: z.RefinementCtx<unknown>, input: unknown): AddIssue =>
  (key, values) =>
    ctx.addIssue({
      code: 'custom',
      message: encodeValidationMessage(key, values),
      params: { key, values: values ?? {} },
      input,
    });

/**
 * A string rule: empty handling, length bounds, then the rule's own checks on a non-empty value.
 * `null` and `undefined` (an empty select or combo box) count as empty and come out as `''`.
 */
function textRule(options: TextRuleOptions, check?: (value: string, add: AddIssue) => void) {
  const { required = false, min, max } = options;
  return z
    .string({ error: requiredWhenEmpty })
    .nullable()
    .transform((value) => value ?? '')
    .superRefine((value, ctx) => {
      const add = issueAdder(ctx, value);
      if (value.trim() === '') {
        if (required) add('validation.required');
        return;
      }
      if (min !== undefined && value.length < min) add('validation.minChars', { min });
      if (max !== undefined && value.length > max) add('validation.maxChars', { max });
      check?.(value, add);
    })
    .prefault('');
}

type NumberCheck = (value: number, add: AddIssue) => void;

/** Bounds and the rule's own check on a present number. */
function numberChecks(
  options: NumberRuleOptions,
  check: NumberCheck | undefined,
  value: number,
  add: AddIssue,
) {
  const { min, max } = options;
  if (min !== undefined && value < min) add('validation.minNumber', { min });
  if (max !== undefined && value > max) add('validation.maxNumber', { max });
  check?.(value, add);
}

/** Accepts `null` as input (an empty number field) but outputs a number: `null` is `validation.required`. */
const requiredNumber = (options: NumberRuleOptions, check?: NumberCheck) =>
  z
    .number({ error: requiredWhenEmpty })
    .nullable()
    .superRefine((value, ctx) => {
      const add = issueAdder(ctx, value);
      if (value === null) return add('validation.required');
      numberChecks(options, check, value, add);
    })
    .transform((value) => value as number);

/** An empty value (`null`, `undefined`) is `null`; FormNumberField turns a cleared box (`NaN`) into `null`. */
const optionalNumber = (options: NumberRuleOptions, check?: NumberCheck) =>
  z
    .number({ error: requiredWhenEmpty })
    .nullable()
    .superRefine((value, ctx) => {
      if (value !== null) numberChecks(options, check, value, issueAdder(ctx, value));
    })
    .prefault(null);

type RequiredNumber = ReturnType<typeof requiredNumber>;
type OptionalNumber = ReturnType<typeof optionalNumber>;

/** A number rule typed by `required`: `number` when required, `number | null` otherwise. */
interface NumberRuleFactory {
  (options: NumberRuleOptions & { required: true }): RequiredNumber;
  (options?: NumberRuleOptions): OptionalNumber;
}

const numberRuleOf = (check?: NumberCheck): NumberRuleFactory =>
  ((options: NumberRuleOptions = {}) =>
    options.required
      ? requiredNumber(options, check)
      : optionalNumber(options, check)) as NumberRuleFactory;

/** Letters of any language, digits, spaces and the punctuation of names and addresses. */
const plainText = /^[\p{L}\p{M}\p{N}\s'’.,\-/&()°:]*$/u;

/** Phone separators people type: spaces, dots, dashes, slashes and parentheses. */
const phoneSeparators = /[\s.\-/()]/g;
/** International E.164: `+`, country code, up to 15 digits in all. */
const e164 = /^\+[1-9]\d{6,14}$/;
/** Italian landline (0…, 6 to 11 digits) or mobile (3…, 9 or 10 digits), without the +39 prefix. */
const italianNational = /^(0\d{5,10}|3\d{8,9})$/;

/** Whether a string is an Italian (with or without +39 / 0039) or international E.164 phone number. */
export function isPhoneNumber(value: string): boolean {
  let digits = value.trim().replace(phoneSeparators, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (digits.startsWith('+39')) return italianNational.test(digits.slice(3));
  if (digits.startsWith('+')) return e164.test(digits);
  return italianNational.test(digits);
}

/**
 * Whether a string is a web address: `http(s)://host…` or a bare `host.tld/…` (people type
 * `www.comune.it` without the scheme); the host must have a dot and a top-level domain.
 */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  if (/\s/.test(text)) return false;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(hasScheme ? text : `https://${text}`);
    return /^([a-z\d-]+\.)+[a-z]{2,}$/i.test(url.hostname) || /^xn--/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** Common passwords and words, compared after stripping digits and symbols. */
const commonPasswords = new Set([
  'password',
  'passw',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'abc',
  'abcdef',
  'abcdefgh',
  'ciao',
  'amore',
  'benvenuto',
  'altalena',
]);

/** Whether a password that meets the character rules is still easy to guess. */
export function isWeakPassword(value: string, guessable: PasswordRuleOptions['guessable'] = []) {
  const lower = value.toLowerCase();
  const letters = lower.replace(/[^\p{L}]/gu, '');
  if (commonPasswords.has(letters)) return true;
  if (new Set(lower).size < 4) return true;
  return guessable.some((word) => {
    const needle = word?.trim().toLowerCase();
    return !!needle && needle.length >= 3 && lower.includes(needle);
  });
}

/** zod rules whose issue messages are keys of the validation catalogue (see `parseValidationMessage`). */
export const v = {
  /** A non-blank string (`validation.required`); `null`/`undefined` also fail. */
  required: () => textRule({ required: true }),

  /** A string with optional length bounds (`validation.minChars`, `validation.maxChars`). */
  text: (options: TextRuleOptions = {}) => textRule(options),

  /** Letters, digits, spaces and name/address punctuation only (`validation.specialChars`). */
  noSpecialChars: (options: TextRuleOptions = {}) =>
    textRule(options, (value, add) => {
      if (!plainText.test(value)) add('validation.specialChars');
    }),

  /** An email address (`validation.email`). */
  email: (options: TextRuleOptions = {}) =>
    textRule(options, (value, add) => {
      if (!z.regexes.email.test(value.trim())) add('validation.email');
    }),

  /** An Italian or international E.164 phone number (`validation.phone`). */
  phone: (options: TextRuleOptions = {}) =>
    textRule(options, (value, add) => {
      if (!isPhoneNumber(value)) add('validation.phone');
    }),

  /** A web address, with or without `https://` (`validation.url`). */
  url: (options: TextRuleOptions = {}) =>
    textRule(options, (value, add) => {
      if (!isWebUrl(value)) add('validation.url');
    }),

  /** A number with optional bounds (`validation.minNumber`, `validation.maxNumber`); `null` when optional and empty. */
  number: numberRuleOf(),

  /** A latitude in degrees, −90 to 90 (`validation.latitude`). */
  latitude: numberRuleOf((value, add) => {
    if (value < -90 || value > 90) add('validation.latitude');
  }),

  /** A longitude in degrees, −180 to 180 (`validation.longitude`). */
  longitude: numberRuleOf((value, add) => {
    if (value < -180 || value > 180) add('validation.longitude');
  }),

  /** A list of `item` with optional count bounds (`validation.minItems`, `validation.maxItems`). */
  items: <T extends z.ZodType>(item: T, options: ItemsRuleOptions = {}) => {
    const { required = false, min, max } = options;
    return z.array(item, { error: requiredWhenEmpty }).superRefine((list, ctx) => {
      const add = issueAdder(ctx, list);
      if (list.length === 0 && required) return add('validation.required');
      if (min !== undefined && list.length < min) add('validation.minItems', { min });
      if (max !== undefined && list.length > max) add('validation.maxItems', { max });
    });
  },

  /**
   * A password of the design's policy: 8 to 128 characters with an upper-case letter, a
   * lower-case letter and a digit; then not a common or guessable one (`validation.passwordWeak`).
   */
  password: (options: PasswordRuleOptions = {}) =>
    z
      .string({ error: requiredWhenEmpty })
      .superRefine((value, ctx) => {
        const add = issueAdder(ctx, value);
        if (value === '') return add('validation.required');
        let broken = false;
        const rule = (ok: boolean, key: ValidationKey, values?: ValidationValues) => {
          if (ok) return;
          broken = true;
          add(key, values);
        };
        rule(value.length >= passwordLimits.min, 'validation.minChars', {
          min: passwordLimits.min,
        });
        rule(value.length <= passwordLimits.max, 'validation.maxChars', {
          max: passwordLimits.max,
        });
        rule(/\p{Lu}/u.test(value), 'validation.needsUppercase');
        rule(/\p{Ll}/u.test(value), 'validation.needsLowercase');
        rule(/\p{Nd}/u.test(value), 'validation.needsNumber');
        if (!broken && isWeakPassword(value, options.guessable)) add('validation.passwordWeak');
      })
      .prefault(''),
};

/**
 * An object-level check that the repeat field equals the password field; the issue
 * (`validation.passwordsMatch`) goes on the repeat field. It runs even when other fields fail,
 * and stays quiet while the repeat field is empty (its own rule reports that).
 *
 * @example z.object({ password: v.password(), passwordRepeat: v.required() }).check(passwordsMatch('passwordRepeat'))
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
        params: { key: 'validation.passwordsMatch', values: {} },
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
