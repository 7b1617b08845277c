import { brokenPasswordRules } from '@altalena/contracts';
import {
  createPasswordHasher,
  generatePassword,
  passwordHasher,
  passwordRuleErrors,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hash with argon2id at m=19456, t=2, p=1 and verify', async () => {
    const hash = await passwordHasher.hash('Correct1horse');
    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(hash, 'Correct1horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct1horse')).toBe(false);
  });

  it('hash at a hasher’s own cost, and verify a hash of any cost from what it stores', async () => {
    const cheap = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const hash = await cheap.hash('Correct1horse');
    expect(hash.startsWith('$argon2id$v=19$m=1024,t=1,p=1$')).toBe(true);
    expect(await verifyPassword(hash, 'Correct1horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct1horse')).toBe(false);
  });

  it('treat a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'Correct1horse')).toBe(false);
  });

  it('list one error per broken rule under the password field', () => {
    expect(passwordRuleErrors('abc').map((e) => e.code)).toEqual([
      'min_length',
      'uppercase',
      'digit',
    ]);
    expect(passwordRuleErrors(`Aa1${'x'.repeat(126)}`).map((e) => e.code)).toEqual(['max_length']);
    expect(passwordRuleErrors('Abcdefg1')).toEqual([]);
    for (const error of passwordRuleErrors('')) {
      expect(error.field).toBe('password');
      expect(error.message).not.toBe('');
    }
  });

  it('generate passwords that satisfy every rule', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(brokenPasswordRules(password)).toEqual([]);
    }
  });
});
