import { z } from 'zod';

/** Password rules of DESIGN.md §4: 8–128 characters with upper case, lower case and a digit. */
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
