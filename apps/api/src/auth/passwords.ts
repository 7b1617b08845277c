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

/** The cost of argon2id: memory in KiB, passes, lanes. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Hashes passwords with argon2id at one cost (an `app.deps` dependency, like the clock). */
export interface PasswordHasher {
  /** The argon2id PHC string of a password. */
  hash(password: string): Promise<string>;
  /** Spends the time of one verification, so that an unknown username answers as slowly as a known one. */
  burnVerification(password: string): Promise<void>;
}

/** A hasher at the given cost; the default is the production cost ({@link ARGON2_OPTIONS}). */
export function createPasswordHasher(cost: Argon2Cost = ARGON2_OPTIONS): PasswordHasher {
  const options = { ...cost, algorithm: ARGON2_OPTIONS.algorithm };
  let dummyHash: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, options),
    async burnVerification(password) {
      // A hash of the same cost as the users' own, so that both verifications take as long.
      dummyHash ??= hasher.hash(generatePassword());
      await verifyPassword(await dummyHash, password);
    },
  };
  return hasher;
}

/** The production hasher: argon2id at {@link ARGON2_OPTIONS}. */
export const passwordHasher = createPasswordHasher();

/** Whether a password matches a stored argon2 hash; a malformed hash is a mismatch. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
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
