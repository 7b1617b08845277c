import { generateOtp, generateOtpSalt, hashOtp, otpMatches } from './otp';

describe('one-time passwords', () => {
  it('are six digits, zero-padded, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('match only the code they were hashed from, under their own salt', () => {
    const salt = generateOtpSalt();
    const hash = hashOtp('012345', salt);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(otpMatches('012345', salt, hash)).toBe(true);
    expect(otpMatches('012346', salt, hash)).toBe(false);
    expect(otpMatches('012345', generateOtpSalt(), hash)).toBe(false);
    expect(hashOtp('012345', generateOtpSalt())).not.toBe(hash);
  });

  it.each(['', '12345', '1234567', '12345a', ' 012345', '０１２３４５'])(
    'refuse the malformed code %j',
    (code) => {
      const salt = generateOtpSalt();
      expect(otpMatches(code, salt, hashOtp(code, salt))).toBe(false);
    },
  );
});
