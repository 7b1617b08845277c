import { brokenPasswordRules } from '@altalena/contracts';
import { INITIAL_PASSWORD_LENGTH, generateInitialPassword } from './initialPassword';

describe('generated initial passwords', () => {
  it('always keep the password rules the server checks, and differ', () => {
    const passwords = Array.from({ length: 200 }, generateInitialPassword);
    for (const password of passwords) {
      expect(password).toHaveLength(INITIAL_PASSWORD_LENGTH);
      expect(brokenPasswordRules(password)).toEqual([]);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
