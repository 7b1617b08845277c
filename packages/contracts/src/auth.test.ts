import {
  brokenPasswordRules,
  isGuessablePassword,
  newPassword,
  newPasswordNotGuessable,
  WEAK_PASSWORD_CODE,
} from './auth';

const issuesOf = (schema: typeof newPassword, value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => ({
    code: issue.code,
    message: issue.message,
    // Custom issues carry the rule's bound in `params`.
    params: 'params' in issue ? issue.params : undefined,
  })) ?? [];

describe('newPassword', () => {
  it('accepts a password that keeps every rule', () => {
    expect(newPassword.parse('Gioco2024x')).toBe('Gioco2024x');
    expect(newPassword.safeParse(`Aa1${'x'.repeat(125)}`).success).toBe(true);
  });

  it('reports each broken rule as a custom issue named by its code, with the bound of a length rule', () => {
    expect(issuesOf(newPassword, 'abc')).toEqual([
      { code: 'custom', message: 'min_length', params: { min: 8 } },
      { code: 'custom', message: 'uppercase', params: {} },
      { code: 'custom', message: 'digit', params: {} },
    ]);
    expect(issuesOf(newPassword, `Aa1${'x'.repeat(126)}`)).toEqual([
      { code: 'custom', message: 'max_length', params: { max: 128 } },
    ]);
  });

  it('reports exactly the rules the server checks (brokenPasswordRules)', () => {
    for (const value of ['', 'abc', 'GIOCO2024', 'gioco2024', 'Giocoscivolo', 'Gioco2024x']) {
      expect(issuesOf(newPassword, value).map((issue) => issue.message)).toEqual(
        brokenPasswordRules(value),
      );
    }
  });
});

describe('newPasswordNotGuessable', () => {
  it('adds the weak code for a common or guessable password once the rules hold', () => {
    expect(issuesOf(newPasswordNotGuessable(), 'Password1')).toEqual([
      { code: 'custom', message: WEAK_PASSWORD_CODE, params: undefined },
    ]);
    expect(
      issuesOf(newPasswordNotGuessable(['mrossi']), 'Mrossi2024!').map((i) => i.message),
    ).toEqual([WEAK_PASSWORD_CODE]);
    expect(issuesOf(newPasswordNotGuessable(), 'abc').map((i) => i.message)).not.toContain(
      WEAK_PASSWORD_CODE,
    );
    expect(newPasswordNotGuessable(['mrossi', null]).safeParse('Scivolo-2024').success).toBe(true);
  });

  it('isGuessablePassword: common words, few distinct characters, personal words of 3+ letters', () => {
    expect(isGuessablePassword('Password1')).toBe(true);
    expect(isGuessablePassword('Aa1Aa1Aa1')).toBe(true);
    expect(isGuessablePassword('Mrossi2024', ['mrossi'])).toBe(true);
    expect(isGuessablePassword('Scivolo2024', ['mr', undefined])).toBe(false);
  });
});
