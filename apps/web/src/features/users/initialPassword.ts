import { brokenPasswordRules } from '@altalena/contracts';

// Letters and digits that cannot be mistaken for each other when read aloud or copied by hand.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;

/** Length of a generated initial password. */
export const INITIAL_PASSWORD_LENGTH = 14;

const pick = (alphabet: string, random: number) => alphabet[random % alphabet.length] as string;

/**
 * A random initial password that keeps the password rules (upper and lower case and a digit): the
 * user must change it at first login.
 */
export function generateInitialPassword(): string {
  for (;;) {
    const random = crypto.getRandomValues(new Uint32Array(INITIAL_PASSWORD_LENGTH));
    const chars = [...random].map((value) => pick(ALL, value));
    // One of each class in fixed slots, then the rest random: every result keeps the rules.
    chars[0] = pick(UPPER, random[0] as number);
    chars[1] = pick(LOWER, random[1] as number);
    chars[2] = pick(DIGITS, random[2] as number);
    const password = chars.join('');
    if (brokenPasswordRules(password).length === 0) return password;
  }
}
