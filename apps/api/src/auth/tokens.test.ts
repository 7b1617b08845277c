import { digestsEqual, generateToken, isTokenShaped, tokenDigest, tokenKey } from './tokens';

describe('knox tokens', () => {
  it('are 64 lower-case hex characters and never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('store a 15-character key and a SHA-512 hex digest', () => {
    const token = generateToken();
    expect(tokenKey(token)).toBe(token.slice(0, 15));
    expect(tokenDigest(token)).toMatch(/^[0-9a-f]{128}$/);
    expect(tokenDigest(token)).not.toContain(token);
    // Known vector: SHA-512 of "abc".
    expect(tokenDigest('abc')).toBe(
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    );
  });

  it('compare digests exactly', () => {
    const digest = tokenDigest(generateToken());
    const lastChanged = digest.slice(0, -1) + (digest.endsWith('0') ? '1' : '0');
    expect(digestsEqual(digest, digest)).toBe(true);
    expect(digestsEqual(digest, lastChanged)).toBe(false);
    expect(digestsEqual(digest, digest.slice(1))).toBe(false);
  });

  it.each([
    ['a'.repeat(64), true],
    ['A'.repeat(64), false],
    ['a'.repeat(63), false],
    ['a'.repeat(65), false],
    [`${'a'.repeat(63)}g`, false],
    ['', false],
  ])('recognise the token shape of %j', (value, expected) => {
    expect(isTokenShaped(value)).toBe(expected);
  });
});
