/** The four password hints of the specification (docs/spec/original-specification.md §5). */
export interface PasswordHints {
  /** At least 8 characters. */
  length: boolean;
  /** Both upper and lower case letters. */
  mixedCase: boolean;
  /** At least one digit and one special character. */
  numbersAndSymbols: boolean;
  /** No guessable information: the user's words, common passwords, sequences, repeats. */
  notGuessable: boolean;
}

/** Strength level, from the catalog ids `ui.password.strength.*`. */
export type PasswordStrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

/** Result of {@link passwordStrength}. */
export interface PasswordStrength {
  /** 0 (empty or guessable) to 4 (every hint met). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The level shown to the user. */
  level: PasswordStrengthLevel;
  /** Which hints the password meets. */
  hints: PasswordHints;
}

/** The minimum length (§9). */
export const PASSWORD_MIN_LENGTH = 8;

// Words every attacker tries first; the product's own name is one of them.
const COMMON_WORDS = [
  'password',
  'passw0rd',
  'altalena',
  'qwerty',
  'azerty',
  'qwertz',
  'letmein',
  'admin',
  'welcome',
  'iloveyou',
  'ciao',
  'abc123',
];
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const RUN = 4;

function hasSequence(lower: string): boolean {
  for (let i = 0; i + RUN <= lower.length; i += 1) {
    const chunk = lower.slice(i, i + RUN);
    let up = true;
    let down = true;
    let same = true;
    for (let j = 1; j < chunk.length; j += 1) {
      const step = chunk.charCodeAt(j) - chunk.charCodeAt(j - 1);
      if (step !== 1) up = false;
      if (step !== -1) down = false;
      if (step !== 0) same = false;
    }
    const alnum = /^[a-z0-9]+$/.test(chunk);
    if (alnum && (up || down)) return true;
    if (same) return true;
    const reversed = [...chunk].reverse().join('');
    if (KEYBOARD_ROWS.some((row) => row.includes(chunk) || row.includes(reversed))) return true;
  }
  return false;
}

/** Whether the password contains guessable information. */
export function isGuessable(password: string, guessableWords: readonly string[] = []): boolean {
  const lower = password.toLowerCase();
  const words = [...COMMON_WORDS, ...guessableWords.map((word) => word.trim().toLowerCase())];
  // Very short words (an initial, "a") would flag almost every password.
  if (words.some((word) => word.length >= 3 && lower.includes(word))) return true;
  return hasSequence(lower);
}

const LEVELS: readonly PasswordStrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong'];

/**
 * Scores a password against the four hints of the specification: one point per hint met; a guessable
 * password stays weak whatever else it has.
 */
export function passwordStrength(
  password: string,
  guessableWords: readonly string[] = [],
): PasswordStrength {
  const hints: PasswordHints = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    mixedCase: /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
    numbersAndSymbols: /\p{N}/u.test(password) && /[^\p{L}\p{N}\s]/u.test(password),
    notGuessable: password.length > 0 && !isGuessable(password, guessableWords),
  };
  const met = Object.values(hints).filter(Boolean).length;
  const score = (hints.notGuessable ? met : Math.min(met, 1)) as PasswordStrength['score'];
  return { score, level: LEVELS[score] ?? 'weak', hints };
}
