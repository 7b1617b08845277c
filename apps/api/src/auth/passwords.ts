import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { brokenPasswordRules, type FieldError, type PasswordRuleCode } from '@altalena/contracts';

/** Argon2id parameters (OWASP minimum: 19 MiB, 2 passes, 1 lane). */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Messages of the password rules, for API clients that show `error_list` as it is. */
const ruleMessages: Record<PasswordRuleCode | 'incorrect' | 'same_as_old', string> = {
  min_length: 'The password must have at least 8 characters.',
  max_length: 'The password must have at most 128 characters.',
  uppercase: 'The password must contain an upper case letter.',
  lowercase: 'The password must contain a lower case letter.',
  digit: 'The password must contain a digit.',
  incorrect: 'The password is not correct.',
  same_as_old: 'The new password must differ from the old one.',
};

/** The argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether a password matches a stored argon2 hash; a malformed hash is a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification, so that an unknown username answers as slowly as a known one. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword(generatePassword());
  await verifyPassword(await dummyHash, password);
}

/** One `error_list` entry per password rule the candidate breaks, under `field`. */
export function passwordRuleErrors(password: string, field = 'password'): FieldError[] {
  return brokenPasswordRules(password).map((code) => ({
    field,
    code,
    message: ruleMessages[code],
  }));
}

/** The `error_list` entry of a wrong current password. */
export function incorrectPasswordError(field = 'old_password'): FieldError {
  return { field, code: 'incorrect', message: ruleMessages.incorrect };
}

/** The `error_list` entry of a new password equal to the old one. */
export function sameAsOldPasswordError(field = 'password'): FieldError {
  return { field, code: 'same_as_old', message: ruleMessages.same_as_old };
}

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789'] as const;

/** A random 16-character password that satisfies every rule (no look-alike characters). */
export function generatePassword(length = 16): string {
  const all = alphabets.join('');
  const chars = alphabets.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  // Fisher–Yates, so the guaranteed classes do not sit at fixed positions.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
