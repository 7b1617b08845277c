import { z } from 'zod';

/** Password rules (docs/api.md#auth-and-tokens): 8–128 characters with upper case, lower case and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted. */
export const PASSWORD_MAX_LENGTH = 128;

/** Codes of the password rules a password can break, in the order they are checked. */
export const passwordRuleCodes = [
  'min_length',
  'max_length',
  'uppercase',
  'lowercase',
  'digit',
] as const;
/** A password rule code. */
export type PasswordRuleCode = (typeof passwordRuleCodes)[number];

/** The password rules a candidate breaks; empty when it is acceptable. */
export function brokenPasswordRules(password: string): PasswordRuleCode[] {
  const broken: PasswordRuleCode[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('min_length');
  if (password.length > PASSWORD_MAX_LENGTH) broken.push('max_length');
  if (!/\p{Lu}/u.test(password)) broken.push('uppercase');
  if (!/\p{Ll}/u.test(password)) broken.push('lowercase');
  if (!/\p{Nd}/u.test(password)) broken.push('digit');
  return broken;
}

/** The bound a length rule names (`{min: 8}` for `min_length`, `{max: 128}` for `max_length`), else none. */
export function passwordRuleParams(code: PasswordRuleCode): Record<string, number> {
  if (code === 'min_length') return { min: PASSWORD_MIN_LENGTH };
  if (code === 'max_length') return { max: PASSWORD_MAX_LENGTH };
  return {};
}

/**
 * A new password under the rules of {@link brokenPasswordRules}: each broken rule is a `custom` issue whose
 * message is the rule code (`min_length`, `uppercase` …) and whose params carry its bound. The server's
 * `error_list` entries of an `invalid_password` answer use the same codes.
 */
export const newPassword = z.string().superRefine((value, ctx) => {
  for (const code of brokenPasswordRules(value)) {
    ctx.addIssue({ code: 'custom', message: code, params: passwordRuleParams(code), input: value });
  }
});

/** Code of the issue {@link newPasswordNotGuessable} adds for a common or guessable password. */
export const WEAK_PASSWORD_CODE = 'weak_password';

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

/**
 * Whether a password is easy to guess: a common word once digits and symbols are stripped, fewer than
 * four different characters, or one of `guessable` (e.g. the username; words shorter than 3 are ignored).
 */
export function isGuessablePassword(
  password: string,
  guessable: readonly (string | null | undefined)[] = [],
): boolean {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}]/gu, '');
  if (commonPasswords.has(letters)) return true;
  if (new Set(lower).size < 4) return true;
  return guessable.some((word) => {
    const needle = word?.trim().toLowerCase();
    return !!needle && needle.length >= 3 && lower.includes(needle);
  });
}

/**
 * {@link newPassword} that also refuses, once every rule holds, a common or guessable password (a `custom`
 * issue with message {@link WEAK_PASSWORD_CODE}). This is the forms' stricter check: the server enforces the
 * rules only.
 */
export function newPasswordNotGuessable(guessable: readonly (string | null | undefined)[] = []) {
  return newPassword.superRefine((value, ctx) => {
    if (brokenPasswordRules(value).length === 0 && isGuessablePassword(value, guessable)) {
      ctx.addIssue({ code: 'custom', message: WEAK_PASSWORD_CODE, input: value });
    }
  });
}

const username = z
  .string()
  .trim()
  .min(1)
  .max(150)
  .refine((value) => !value.includes('\u0000'), { message: 'invalid_character' });

/** Answer of `POST /auth/login/`. */
export const loginResponse = z.object({
  token: z.string(),
  /** ISO 8601 instant. */
  expiry: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Body of `POST /auth/reset-password/`. */
export const resetPasswordRequest = z.strictObject({ username });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Body of `POST /auth/otp-change-password/`. */
export const otpChangePasswordRequest = z.strictObject({
  username,
  password: z.string().max(1024),
  otp: z.string().max(32),
});
export type OtpChangePasswordRequest = z.infer<typeof otpChangePasswordRequest>;

/** Body of `POST /auth/check-psswd-change/`. */
export const checkPasswordChangeRequest = z.strictObject({ username });
export type CheckPasswordChangeRequest = z.infer<typeof checkPasswordChangeRequest>;

/** Answer of `POST /auth/check-psswd-change/`. */
export const checkPasswordChangeResponse = z.object({ must_change: z.boolean() });
export type CheckPasswordChangeResponse = z.infer<typeof checkPasswordChangeResponse>;

/** Body of `POST /auth/change-password/`. */
export const changePasswordRequest = z.strictObject({
  username,
  old_password: z.string().max(1024),
  password: z.string().max(1024),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** Answer of `GET /auth/is-authenticated/` for a valid token. */
export const isAuthenticatedResponse = z.object({ is_authenticated: z.literal(true) });
export type IsAuthenticatedResponse = z.infer<typeof isAuthenticatedResponse>;

/** Success keys of the password calls that answer 200 without data. */
export const authSuccessKeys = ['otp_sent', 'password_changed'] as const;
/** A success key of a password call. */
export type AuthSuccessKey = (typeof authSuccessKeys)[number];

/** Answer of `POST /auth/reset-password/`, `/auth/otp-change-password/` and `/auth/change-password/`. */
export const authSuccessResponse = z.object({ detail: z.enum(authSuccessKeys) });
export type AuthSuccessResponse = z.infer<typeof authSuccessResponse>;

/** Codes of `error_list` entries of an `invalid_password` answer: the rules, a wrong old password, no change. */
export const passwordErrorCodes = [...passwordRuleCodes, 'incorrect', 'same_as_old'] as const;
/** A code of an `invalid_password` error entry. */
export type PasswordErrorCode = (typeof passwordErrorCodes)[number];
