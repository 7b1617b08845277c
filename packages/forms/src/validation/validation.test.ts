/// <reference types="node" />
import {
  customerContractWrite,
  customerWrite,
  newPassword,
  newPasswordNotGuessable,
  quoteWrite,
  toyWrite,
} from '@altalena/contracts';
import { catalogs } from '@altalena/i18n';
import { createFormControl, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { prepareFormValues } from '../private/formValues';
import { applyServerErrors } from './applyServerErrors';
import { serverErrorMessage } from './issueMessage';
import { domainErrorMessageKeys, validationKeys, type ValidationKey } from './keys';
import { encodeValidationMessage, parseValidationMessage } from './message';
import { passwordsMatch } from './passwordsMatch';
import { zodFormResolver } from './zodFormResolver';

type Decoded = { key: string; values: Record<string, string | number> };

const decode = (message: string | undefined): Decoded =>
  parseValidationMessage(message) ?? { key: message ?? '', values: {} };

/** The field errors of nested react-hook-form errors, by dotted path. */
function flatten(errors: FieldErrors, prefix = ''): Record<string, Decoded> {
  const flat: Record<string, Decoded> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof (error as { message?: unknown }).message === 'string')
      flat[path] = decode((error as { message: string }).message);
    Object.assign(flat, flatten(error as FieldErrors, path));
  }
  return flat;
}

/** What the form shows for these values: one decoded catalogue message per field path. */
async function formErrors(schema: z.ZodType, values: Record<string, unknown>) {
  const result = await zodFormResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return { errors: flatten(result.errors), values: result.values };
}

/** The message of one field for these values. */
const fieldError = async (schema: z.ZodType, values: Record<string, unknown>, path: string) =>
  (await formErrors(schema, values)).errors[path];

const msg = (key: ValidationKey, values: Record<string, string | number> = {}) => ({ key, values });

describe('validation catalogue', () => {
  it('has every key with a non-empty text in both locales', () => {
    expect(validationKeys.length).toBeGreaterThan(18);
    for (const key of validationKeys) {
      expect(catalogs.en[key]).toBeTruthy();
      expect(catalogs.it[key]).toBeTruthy();
      expect(catalogs.it[key]).not.toBe(catalogs.en[key]);
    }
    for (const key of domainErrorMessageKeys) {
      expect(catalogs.en[key]).toBeTruthy();
      expect(catalogs.it[key]).toBeTruthy();
    }
  });

  it('has a message for every refinement code of the contracts', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../../contracts/src/domain/', import.meta.url);
    const codes = new Set<string>();
    for (const file of readdirSync(dir)) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      for (const match of text.matchAll(/message: '([a-z_]+)'/g)) codes.add(match[1]!);
    }
    codes.add('invalid_cig').add('invalid_cup');
    for (const code of codes)
      expect(decode(serverErrorMessage({ code: 'custom', message: code })).key, code).not.toBe(
        'validation.invalid',
      );
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

describe('zodFormResolver with contract schemas', () => {
  const customer = {
    name: '',
    customer_type: '',
    vat_number: '',
    tax_code: '',
    email: '',
    phone: '',
    address: 'Via Belenzani, 19',
    city: 'Trento',
    zip: '',
    province: '',
    notes: '',
  };

  it('reports missing and empty required values as required, whatever check failed', async () => {
    const { errors } = await formErrors(customerWrite, customer);
    expect(errors).toEqual({
      name: msg('validation.required'),
      customer_type: msg('validation.required'),
      email: msg('validation.required'),
    });
    expect(await fieldError(customerWrite, { ...customer, name: '   ' }, 'name')).toEqual(
      msg('validation.required'),
    );
    expect(
      await fieldError(toyWrite.pick({ park_id: true }), { park_id: null }, 'park_id'),
    ).toEqual(msg('validation.required'));
    expect(
      await fieldError(toyWrite.pick({ park_id: true }), { park_id: Number.NaN }, 'park_id'),
    ).toEqual(msg('validation.required'));
  });

  it('turns each contract refinement message into its own catalogue key', async () => {
    const { errors } = await formErrors(customerWrite, {
      ...customer,
      name: 'Comune di Trento',
      customer_type: 'municipality',
      email: 'mario',
      vat_number: '12345678901',
      tax_code: 'RSSMRA',
      sdi_code: '12',
      zip: '381',
      province: 'tn',
      country: 'ITA',
      phone: 'x'.repeat(31),
    });
    expect(errors).toEqual({
      email: msg('validation.email'),
      vat_number: msg('validation.invalid_vat_number'),
      tax_code: msg('validation.invalid_tax_code'),
      sdi_code: msg('validation.invalid_sdi_code'),
      zip: msg('validation.invalid_zip'),
      province: msg('validation.invalid_province'),
      country: msg('validation.invalid_country'),
      phone: msg('validation.maxChars', { max: 30 }),
    });
    const contract = await formErrors(customerContractWrite.pick({ cig: true, services: true }), {
      cig: '123',
      services: ['operational', 'operational'],
    });
    expect(contract.errors).toEqual({
      cig: msg('validation.invalid_cig'),
      services: msg('validation.duplicate'),
    });
  });

  it('reports number bounds (inclusive and exclusive), decimals and enum values', async () => {
    const toy = toyWrite.pick({ free_fall_height_m: true, age_from: true, standard: true });
    expect(
      (await formErrors(toy, { free_fall_height_m: 3.5, age_from: -1, standard: 'x' })).errors,
    ).toEqual({
      free_fall_height_m: msg('validation.maxNumber', { max: 3 }),
      age_from: msg('validation.minNumber', { min: 0 }),
      standard: msg('validation.invalid_choice'),
    });
    expect(await fieldError(toy, { free_fall_height_m: 1.234 }, 'free_fall_height_m')).toEqual(
      msg('validation.too_many_decimals'),
    );
    const line = quoteWrite.shape.lines.element.pick({ quantity: true });
    expect(await fieldError(line, { quantity: 0 }, 'quantity')).toEqual(
      msg('validation.greaterThan', { min: 0 }),
    );
  });

  it('reports a list count with minItems / maxItems, even when empty', async () => {
    const list = z.object({ tags: z.array(z.string()).min(1).max(2) });
    expect(await fieldError(list, { tags: [] }, 'tags')).toEqual(
      msg('validation.minItems', { min: 1 }),
    );
    expect(await fieldError(list, { tags: ['a', 'b', 'c'] }, 'tags')).toEqual(
      msg('validation.maxItems', { max: 2 }),
    );
  });

  it('walks arrays of objects: each quote line field gets its own message', async () => {
    const { errors } = await formErrors(quoteWrite, {
      quote_type_id: 1,
      valid_until: '',
      notes: '',
      lines: [
        { description: 'Catena', unit: 'pz', quantity: 1, unit_price_cents: 100, finding_id: null },
        {
          description: '',
          unit: 'pz',
          quantity: Number.NaN,
          unit_price_cents: -1,
          discount_pct: Number.NaN,
        },
      ],
    });
    expect(errors).toEqual({
      'lines.1.description': msg('validation.required'),
      'lines.1.quantity': msg('validation.required'),
      'lines.1.unit_price_cents': msg('validation.minNumber', { min: 0 }),
    });
  });

  it('keeps a message already encoded and reports anything else as validation.invalid', async () => {
    const schema = z.object({
      agreed: z.boolean().refine(Boolean, encodeValidationMessage('validation.required')),
      when: z.iso.datetime(),
    });
    expect((await formErrors(schema, { agreed: false, when: 'yesterday' })).errors).toEqual({
      agreed: msg('validation.required'),
      when: msg('validation.invalid'),
    });
  });

  it('submits the API body: blank optional texts as null, unknown keys of a strict object dropped', async () => {
    const { values, errors } = await formErrors(customerWrite, {
      ...customer,
      name: 'Comune di Trento',
      customer_type: 'municipality',
      email: 'verde@comune.trento.it',
      country: '',
      id: 7,
      version: 3,
    });
    expect(errors).toEqual({});
    expect(values).toEqual({
      name: 'Comune di Trento',
      customer_type: 'municipality',
      vat_number: null,
      tax_code: null,
      email: 'verde@comune.trento.it',
      phone: null,
      address: 'Via Belenzani, 19',
      city: 'Trento',
      zip: null,
      province: null,
      notes: null,
    });
  });
});

describe('prepareFormValues', () => {
  it('makes blank nullable fields null, blank optional ones absent, and keeps required ones', () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.string().optional(),
      c: z.string(),
      d: z.number().nullable().optional(),
      e: z.number().optional(),
      nested: z.object({ f: z.string().nullable() }),
      list: z.array(z.strictObject({ g: z.string().optional() })),
    });
    expect(
      prepareFormValues(schema, {
        a: ' ',
        b: '',
        c: '',
        d: Number.NaN,
        e: null,
        nested: { f: '' },
        list: [{ g: '', extra: 1 }],
        other: 'kept by a plain object',
      }),
    ).toEqual({
      a: null,
      c: '',
      d: null,
      nested: { f: null },
      list: [{}],
      other: 'kept by a plain object',
    });
  });
});

describe('new password (contract newPassword, rule codes → catalogue)', () => {
  const form = (password: string) =>
    formErrors(z.object({ password: newPasswordNotGuessable(['mrossi']) }), { password });

  it('reports each broken rule with its key, length first, and required when empty', async () => {
    expect((await form('')).errors.password).toEqual(msg('validation.required'));
    expect((await form('Ab1')).errors.password).toEqual(msg('validation.minChars', { min: 8 }));
    expect((await form(`Aa1${'x'.repeat(126)}`)).errors.password).toEqual(
      msg('validation.maxChars', { max: 128 }),
    );
    expect((await form('gioco2024')).errors.password).toEqual(msg('validation.needsUppercase'));
    expect((await form('GIOCO2024')).errors.password).toEqual(msg('validation.needsLowercase'));
    expect((await form('Giocoscivolo')).errors.password).toEqual(msg('validation.needsNumber'));
  });

  it('reports a common or guessable password as too weak, and accepts a good one', async () => {
    expect((await form('Password1')).errors.password).toEqual(msg('validation.passwordWeak'));
    expect((await form('Mrossi2024!')).errors.password).toEqual(msg('validation.passwordWeak'));
    expect((await form('Scivolo-2024')).errors).toEqual({});
    expect(
      (await formErrors(z.object({ password: newPassword }), { password: 'Password1' })).errors,
    ).toEqual({});
  });
});

describe('passwordsMatch', () => {
  const schema = z
    .object({ name: z.string().min(1), password: newPassword, passwordRepeat: z.string().min(1) })
    .check(passwordsMatch('passwordRepeat'));

  it('puts the issue on the repeat field when the passwords differ, even when another field fails', async () => {
    expect(
      (
        await formErrors(schema, {
          name: 'x',
          password: 'Gioco2024x',
          passwordRepeat: 'Gioco2024y',
        })
      ).errors,
    ).toEqual({ passwordRepeat: msg('validation.passwordsMatch') });
    expect(
      (await formErrors(schema, { name: '', password: 'Gioco2024x', passwordRepeat: 'nope' }))
        .errors.passwordRepeat,
    ).toEqual(msg('validation.passwordsMatch'));
  });
  it('passes when they match and leaves an empty repeat to its own rule', async () => {
    expect(
      (
        await formErrors(schema, {
          name: 'x',
          password: 'Gioco2024x',
          passwordRepeat: 'Gioco2024x',
        })
      ).errors,
    ).toEqual({});
    expect(
      (await formErrors(schema, { name: 'x', password: 'Gioco2024x', passwordRepeat: '' })).errors,
    ).toEqual({ passwordRepeat: msg('validation.required') });
  });
  it('compares with a custom password field', async () => {
    const custom = z
      .object({ newPassword: z.string(), confirm: z.string() })
      .check(passwordsMatch('confirm', 'newPassword'));
    expect(await fieldError(custom, { newPassword: 'a', confirm: 'b' }, 'confirm')).toEqual(
      msg('validation.passwordsMatch'),
    );
  });
});

describe('serverErrorMessage', () => {
  const key = (code: string, message = '') => decode(serverErrorMessage({ code, message }));

  it('translates the domain codes of the server, the password rules and the domain refusals', () => {
    expect(key('unique')).toEqual(msg('validation.unique'));
    expect(key('already_exists')).toEqual(msg('validation.unique'));
    for (const code of [
      'does_not_exist',
      'invalid_choice',
      'before_start',
      'before_age_from',
      'before_issue_date',
      'immutable',
      'invalid_contract',
      'invalid_inspector',
      'invalid_finding',
      'invalid_toy',
      'invalid_park',
      'not_same_customer',
      'total_too_large',
      'not_allowed',
      'kind_not_allowed',
      'file_too_large',
      'too_many_files',
      'incorrect',
      'same_as_old',
      'signed',
      'invalid_transition',
      'not_completed',
      'has_dependents',
      'in_use',
      'stale',
      'date_out_of_range',
    ])
      expect(key(code), code).toEqual(msg(`validation.${code}` as ValidationKey));
    expect(key('required')).toEqual(msg('validation.required'));
    expect(key('min_length')).toEqual(msg('validation.minChars', { min: 8 }));
    expect(key('max_length')).toEqual(msg('validation.maxChars', { max: 128 }));
    expect(key('uppercase')).toEqual(msg('validation.needsUppercase'));
    expect(key('lowercase')).toEqual(msg('validation.needsLowercase'));
    expect(key('digit')).toEqual(msg('validation.needsNumber'));
    expect(key('quote_has_no_lines')).toEqual(msg('error.quote_has_no_lines'));
    expect(key('cannot_change_own_account')).toEqual(msg('error.cannot_change_own_account'));
    expect(key('invalid_json', 'Unexpected token')).toEqual(msg('validation.invalid_request'));
  });

  it('translates zod issue codes: the contract refinement message, bounds from the default text', () => {
    expect(key('custom', 'invalid_vat_number')).toEqual(msg('validation.invalid_vat_number'));
    expect(key('custom', 'required')).toEqual(msg('validation.required'));
    expect(key('invalid_format', 'invalid_zip')).toEqual(msg('validation.invalid_zip'));
    expect(key('invalid_format', 'Invalid email address')).toEqual(msg('validation.email'));
    expect(key('too_small', 'Too small: expected string to have >=1 characters')).toEqual(
      msg('validation.minChars', { min: 1 }),
    );
    expect(key('too_big', 'Too big: expected string to have <=200 characters')).toEqual(
      msg('validation.maxChars', { max: 200 }),
    );
    expect(key('too_big', 'Too big: expected number to be <=365')).toEqual(
      msg('validation.maxNumber', { max: 365 }),
    );
    expect(key('too_small', 'Too small: expected number to be >0')).toEqual(
      msg('validation.greaterThan', { min: 0 }),
    );
    expect(key('too_big', 'Too big: expected array to have <=200 items')).toEqual(
      msg('validation.maxItems', { max: 200 }),
    );
    expect(key('invalid_type', 'Invalid input: expected string, received undefined')).toEqual(
      msg('validation.required'),
    );
    expect(key('invalid_value', 'Invalid option: expected one of "a"|"b"')).toEqual(
      msg('validation.invalid_choice'),
    );
    expect(key('unrecognized_keys', 'Unrecognized key: "x"')).toEqual(msg('validation.invalid'));
    expect(key('custom', 'Something odd')).toEqual(msg('validation.invalid'));
  });
});

describe('applyServerErrors', () => {
  function formWith(...names: string[]) {
    const form = createFormControl({ defaultValues: { name: '', vat_number: '', lines: [] } });
    for (const name of names) form.register(name as never);
    return form;
  }

  it('puts each entry on the field of its dotted path, translated, and returns the unmatched ones', () => {
    const form = formWith('name', 'vat_number', 'lines.0.description');
    const unmatched = applyServerErrors(form, [
      { field: 'vat_number', code: 'unique', message: 'This value is already in use.' },
      { field: 'lines.0.description', code: 'custom', message: 'invalid_character' },
      { field: 'non_field_errors', code: 'in_use', message: 'Other records refer to this one.' },
      { field: 'body', code: 'invalid_json', message: 'Unexpected token' },
      { field: 'customer_id', code: 'does_not_exist', message: 'No such customer.' },
    ]);
    const errors = flatten(form.control._formState.errors);
    expect(errors).toEqual({
      vat_number: msg('validation.unique'),
      'lines.0.description': msg('validation.invalid_character'),
    });
    expect(unmatched.map((entry) => entry.field)).toEqual([
      'non_field_errors',
      'body',
      'customer_id',
    ]);
  });

  it('keeps the first entry of a field and maps renamed fields', () => {
    const form = formWith('password', 'oldPassword');
    const unmatched = applyServerErrors(
      form,
      [
        { field: 'password', code: 'min_length', message: 'At least 8.' },
        { field: 'password', code: 'uppercase', message: 'An upper case letter.' },
        { field: 'old_password', code: 'incorrect', message: 'Wrong.' },
      ],
      { fields: { old_password: 'oldPassword' } },
    );
    expect(unmatched).toEqual([]);
    expect(flatten(form.control._formState.errors)).toEqual({
      password: msg('validation.minChars', { min: 8 }),
      oldPassword: msg('validation.incorrect'),
    });
  });
});
