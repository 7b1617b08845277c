import { catalogs } from '@altalena/i18n';
import { z } from 'zod';
import { validationKeys, type ValidationKey } from './keys';
import { encodeValidationMessage, parseValidationMessage } from './message';
import { isPhoneNumber, isWebUrl, passwordsMatch, v } from './rules';

/** The decoded issues of a failed parse, in order, with their paths. */
function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    ...(parseValidationMessage(issue.message) ?? { key: issue.message, values: {} }),
  }));
}

/** The first decoded issue (what a field shows). */
function firstIssue(schema: z.ZodType, value: unknown) {
  const [issue] = issuesOf(schema, value);
  return issue ? { key: issue.key, values: issue.values } : undefined;
}

const expectIssue = (
  schema: z.ZodType,
  value: unknown,
  key: ValidationKey,
  values: Record<string, string | number> = {},
) => expect(firstIssue(schema, value)).toEqual({ key, values });

const expectValid = (schema: z.ZodType, value: unknown) =>
  expect(schema.safeParse(value).error?.issues ?? []).toEqual([]);

describe('validation catalogue', () => {
  it('has every key with a non-empty text in both locales', () => {
    expect(validationKeys).toHaveLength(18);
    for (const key of validationKeys) {
      expect(catalogs.en[key]).toBeTruthy();
      expect(catalogs.it[key]).toBeTruthy();
      expect(catalogs.it[key]).not.toBe(catalogs.en[key]);
    }
  });

  it('names the parameter each parametrised message uses', () => {
    for (const [key, param] of [
      ['validation.minChars', 'min'],
      ['validation.maxChars', 'max'],
      ['validation.minItems', 'min'],
      ['validation.maxItems', 'max'],
      ['validation.minNumber', 'min'],
      ['validation.maxNumber', 'max'],
    ] as const) {
      expect(catalogs.en[key]).toContain(`{${param}`);
      expect(catalogs.it[key]).toContain(`{${param}`);
    }
  });
});

describe('encodeValidationMessage / parseValidationMessage', () => {
  it('round-trips a key alone and a key with parameters', () => {
    expect(encodeValidationMessage('validation.required')).toBe('validation.required');
    expect(encodeValidationMessage('validation.minChars', { min: 8 })).toBe(
      'validation.minChars|{"min":8}',
    );
    expect(parseValidationMessage('validation.required')).toEqual({
      key: 'validation.required',
      values: {},
    });
    expect(parseValidationMessage('validation.maxNumber|{"max":3.5}')).toEqual({
      key: 'validation.maxNumber',
      values: { max: 3.5 },
    });
  });

  it('returns null for text that is not an encoded catalogue message', () => {
    expect(parseValidationMessage('Invalid input: expected string')).toBeNull();
    expect(parseValidationMessage('validation.nope')).toBeNull();
    expect(parseValidationMessage('validation.minChars|not json')).toBeNull();
    expect(parseValidationMessage('validation.minChars|[1]')).toBeNull();
    expect(parseValidationMessage('')).toBeNull();
    expect(parseValidationMessage(undefined)).toBeNull();
  });
});

describe('v.required', () => {
  it('rejects empty, blank, null and missing values', () => {
    expect(v.text().parse(null)).toBe('');
    for (const value of ['', '   ', null, undefined])
      expectIssue(v.required(), value, 'validation.required');
  });
  it('accepts any non-blank text', () => expectValid(v.required(), 'Parco Sempione'));
});

describe('v.text', () => {
  const schema = v.text({ min: 2, max: 5 });
  it('reports the length bounds with their parameter', () => {
    expectIssue(schema, 'a', 'validation.minChars', { min: 2 });
    expectIssue(schema, 'abcdef', 'validation.maxChars', { max: 5 });
  });
  it('accepts values within bounds, and empty when not required', () => {
    expectValid(schema, 'ab');
    expectValid(schema, 'abcde');
    expectValid(schema, '');
    expect(schema.parse(undefined)).toBe('');
  });
  it('reports required first when required and empty', () => {
    expectIssue(v.text({ required: true, min: 2 }), '', 'validation.required');
  });
});

describe('v.noSpecialChars', () => {
  it('accepts names and addresses with accents and punctuation', () => {
    for (const value of [
      "Piazza dell'Unità d'Italia, 12/A",
      'Forlì-Cesena',
      'Parco “B” (nord)'.replace(/[“”]/g, ''),
    ])
      expectValid(v.noSpecialChars(), value);
  });
  it('rejects markup and symbols', () => {
    for (const value of ['<script>', 'a@b', 'prezzo $5', 'x=y', 'a;b', '#1'])
      expectIssue(v.noSpecialChars(), value, 'validation.specialChars');
  });
});

describe('v.email', () => {
  it('accepts addresses and empty when optional', () => {
    expectValid(v.email(), 'ufficio.tecnico@comune.milano.it');
    expectValid(v.email(), '');
  });
  it('rejects malformed addresses', () => {
    for (const value of ['mario', 'mario@', '@comune.it', 'mario@comune', 'ma rio@comune.it'])
      expectIssue(v.email(), value, 'validation.email');
  });
  it('reports required when required and empty', () =>
    expectIssue(v.email({ required: true }), '', 'validation.required'));
});

describe('v.phone', () => {
  it('accepts Italian landlines and mobiles, with or without +39, and E.164 numbers', () => {
    for (const value of [
      '+39 02 1234 5678',
      '+39 06 6982',
      '+39 333 123 4567',
      '+393331234567',
      '0039 333 1234567',
      '02 12345678',
      '0461 123456',
      '(0461) 12-34-56',
      '333 1234567',
      '347.123.4567',
      '+44 20 7946 0958',
      '+14155552671',
      '+41 91 123 45 67',
    ]) {
      expect(isPhoneNumber(value), value).toBe(true);
      expectValid(v.phone(), value);
    }
  });
  it('rejects non-numbers, short numbers and malformed prefixes', () => {
    for (const value of [
      'abc',
      '12345',
      '+39 12 345',
      '+39 433 1234567',
      '123456789',
      '+0 123456789',
      '+1234567890123456',
      '333-abc-4567',
    ])
      expectIssue(v.phone(), value, 'validation.phone');
  });
});

describe('v.url', () => {
  it('accepts web addresses with and without scheme', () => {
    for (const value of [
      'https://www.comune.milano.it',
      'http://example.com/parchi?x=1',
      'www.altalena.it',
      'comune.trento.it/parchi',
    ])
      expect(isWebUrl(value), value).toBe(true);
    expectValid(v.url(), 'https://altalena.it');
  });
  it('rejects other schemes, hosts without a domain and text', () => {
    for (const value of [
      'ftp://example.com',
      'javascript:alert(1)',
      'localhost',
      'not a url',
      'https://',
      'http://example',
    ])
      expectIssue(v.url(), value, 'validation.url');
  });
});

describe('v.number', () => {
  const schema = v.number({ min: 0, max: 3 });
  it('reports the bounds with their parameter', () => {
    expectIssue(schema, -1, 'validation.minNumber', { min: 0 });
    expectIssue(schema, 3.5, 'validation.maxNumber', { max: 3 });
  });
  it('accepts values within bounds and an empty value as null when optional', () => {
    expect(schema.parse(2.5)).toBe(2.5);
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
  });
  it('reports required for null, missing and NaN when required', () => {
    for (const value of [null, undefined, Number.NaN])
      expectIssue(v.number({ required: true }), value, 'validation.required');
    expectValid(v.number({ required: true }), 0);
  });
});

describe('v.latitude / v.longitude', () => {
  it('accepts values within range', () => {
    expectValid(v.latitude({ required: true }), 45.4642);
    expectValid(v.latitude(), -90);
    expectValid(v.longitude({ required: true }), 9.19);
    expectValid(v.longitude(), 180);
  });
  it('rejects values out of range', () => {
    expectIssue(v.latitude(), 90.1, 'validation.latitude');
    expectIssue(v.latitude(), -91, 'validation.latitude');
    expectIssue(v.longitude(), 181, 'validation.longitude');
    expectIssue(v.longitude(), -180.5, 'validation.longitude');
  });
  it('reports required when required and empty', () => {
    expectIssue(v.latitude({ required: true }), null, 'validation.required');
    expectIssue(v.longitude({ required: true }), undefined, 'validation.required');
  });
});

describe('v.items', () => {
  const schema = v.items(z.string(), { min: 1, max: 2 });
  it('reports the count bounds with their parameter', () => {
    expectIssue(schema, [], 'validation.minItems', { min: 1 });
    expectIssue(schema, ['a', 'b', 'c'], 'validation.maxItems', { max: 2 });
  });
  it('accepts lists within bounds', () => expectValid(schema, ['a', 'b']));
  it('reports required for an empty list when required', () =>
    expectIssue(v.items(z.string(), { required: true }), [], 'validation.required'));
});

describe('v.password', () => {
  it('accepts a password with upper, lower case and a digit of 8 to 128 characters', () => {
    expectValid(v.password(), 'Gioco2024x');
    expectValid(v.password(), `Aa1bc${'x'.repeat(123)}`);
  });
  it('reports each broken rule with its key, length first', () => {
    expectIssue(v.password(), '', 'validation.required');
    expectIssue(v.password(), 'Ab1', 'validation.minChars', { min: 8 });
    expectIssue(v.password(), `Aa1${'x'.repeat(126)}`, 'validation.maxChars', { max: 128 });
    expectIssue(v.password(), 'gioco2024', 'validation.needsUppercase');
    expectIssue(v.password(), 'GIOCO2024', 'validation.needsLowercase');
    expectIssue(v.password(), 'Giocoscivolo', 'validation.needsNumber');
    expect(issuesOf(v.password(), 'abc').map((issue) => issue.key)).toEqual([
      'validation.minChars',
      'validation.needsUppercase',
      'validation.needsNumber',
    ]);
  });
  it('reports a common or guessable password as too weak', () => {
    expectIssue(v.password(), 'Password1', 'validation.passwordWeak');
    expectIssue(v.password(), 'Aa1Aa1Aa1', 'validation.passwordWeak');
    expectIssue(v.password({ guessable: ['mrossi'] }), 'Mrossi2024!', 'validation.passwordWeak');
    expectValid(v.password({ guessable: ['mrossi', null] }), 'Scivolo-2024');
  });
});

describe('passwordsMatch', () => {
  const schema = z
    .object({ name: v.required(), password: v.password(), passwordRepeat: v.required() })
    .check(passwordsMatch('passwordRepeat'));

  it('puts the issue on the repeat field when the passwords differ', () => {
    expect(
      issuesOf(schema, { name: 'x', password: 'Gioco2024x', passwordRepeat: 'Gioco2024y' }),
    ).toEqual([{ path: 'passwordRepeat', key: 'validation.passwordsMatch', values: {} }]);
  });
  it('runs even when another field fails', () => {
    expect(
      issuesOf(schema, { name: '', password: 'Gioco2024x', passwordRepeat: 'nope' }),
    ).toContainEqual({
      path: 'passwordRepeat',
      key: 'validation.passwordsMatch',
      values: {},
    });
  });
  it('passes when they match and leaves an empty repeat to its own rule', () => {
    expectValid(schema, { name: 'x', password: 'Gioco2024x', passwordRepeat: 'Gioco2024x' });
    expect(issuesOf(schema, { name: 'x', password: 'Gioco2024x', passwordRepeat: '' })).toEqual([
      { path: 'passwordRepeat', key: 'validation.required', values: {} },
    ]);
  });
  it('compares with a custom password field', () => {
    const custom = z
      .object({ newPassword: z.string(), confirm: z.string() })
      .check(passwordsMatch('confirm', 'newPassword'));
    expect(firstIssue(custom, { newPassword: 'a', confirm: 'b' })).toEqual({
      key: 'validation.passwordsMatch',
      values: {},
    });
  });
});

describe('number rule types', () => {
  it('outputs number when required and number | null otherwise, and takes null as input', () => {
    const required = v.latitude({ required: true });
    const optional = v.number();
    expectTypeOf<z.output<typeof required>>().toEqualTypeOf<number>();
    expectTypeOf<z.input<typeof required>>().toEqualTypeOf<number | null>();
    expectTypeOf<z.output<typeof optional>>().toEqualTypeOf<number | null>();
    expect(required.parse(45)).toBe(45);
    expect(optional.parse(null)).toBeNull();
  });
});
