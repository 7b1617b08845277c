import { parseBasicHeader, parseTokenHeader } from './credentials';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const token = 'ab'.repeat(32);

describe('Authorization headers', () => {
  it('read a Token header, case-insensitive in the scheme', () => {
    expect(parseTokenHeader(`Token ${token}`)).toBe(token);
    expect(parseTokenHeader(`token ${token}`)).toBe(token);
  });

  it.each([
    undefined,
    '',
    'Token',
    'Token ',
    `Token  ${token} extra`,
    `Bearer ${token}`,
    `Token ${token.slice(1)}`,
    `Token ${token}0`,
    `Token ${token.toUpperCase()}`,
    `Token ${'z'.repeat(64)}`,
    `Basic ${b64('admin:Secret123')}`,
    [`Token ${token}`, `Token ${token}`],
  ])('refuse the token header %j', (header) => {
    expect(parseTokenHeader(header)).toBeNull();
  });

  it('read Basic credentials, splitting at the first colon', () => {
    expect(parseBasicHeader(`Basic ${b64('admin:Se:cret1')}`)).toEqual({
      username: 'admin',
      password: 'Se:cret1',
    });
    expect(parseBasicHeader(`basic ${b64('mario.rossi:Pàssword1')}`)).toEqual({
      username: 'mario.rossi',
      password: 'Pàssword1',
    });
  });

  it.each([
    undefined,
    '',
    'Basic',
    'Basic ',
    'Basic !!!notbase64',
    'Basic YWJj', // "abc": no colon
    `Basic ${b64(':password')}`,
    `Basic ${b64('admin:')}`,
    `Basic ${b64('admin:x')}=`,
    `Basic ${b64('admin:x').replace(/=+$/, '')}x`,
    `Basic ${Buffer.from([0x61, 0x3a, 0xff, 0xfe]).toString('base64')}`,
    `Token ${token}`,
    `Basic ${b64(`${'u'.repeat(151)}:Password1`)}`,
  ])('refuse the basic header %j', (header) => {
    expect(parseBasicHeader(header)).toBeNull();
  });
});
