import { customerContractWrite, findingWrite, installerWrite, toyWrite } from '@altalena/contracts';
import { z } from 'zod';
import { emptyFormValues, storedFormValues, type FormFieldName } from './schemaValues';

describe('emptyFormValues', () => {
  it('gives each field of a write schema the empty value of its input', () => {
    expect(emptyFormValues(installerWrite)).toEqual({
      company_name: '',
      vat_number: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      contact_person: '',
      qualifications: '',
      insurance_policy: '',
      insurance_expiry: null,
      is_active: false,
    });
  });

  it('leaves numbers, references and required dates unchosen and lists empty', () => {
    const empty = emptyFormValues(customerContractWrite);
    expect(empty).toMatchObject({
      customer_id: null,
      start_date: null,
      status: '',
      services: [],
      park_ids: [],
      amount_cents: null,
      payment_terms_days: null,
      cig: '',
    });
    expect(empty.frequency_days).toEqual({
      routine_visual: null,
      operational: null,
      annual_main: null,
    });
  });

  it('takes a default and the starts given over the empty values', () => {
    const schema = z.strictObject({
      country: z.string().default('IT'),
      tags: z.array(z.string()).default(['a']),
      is_active: z.boolean().optional(),
    });
    expect(emptyFormValues(schema)).toEqual({ country: 'IT', tags: ['a'], is_active: false });
    expect(emptyFormValues(schema, { is_active: true, country: 'FR' })).toEqual({
      country: 'FR',
      tags: ['a'],
      is_active: true,
    });
  });

  it('gives every form its own copy of the starts', () => {
    const starts = { frequency_days: { routine_visual: 7 } };
    const first = emptyFormValues(customerContractWrite, starts);
    (first.frequency_days as Record<string, unknown>).routine_visual = 14;
    expect(emptyFormValues(customerContractWrite, starts).frequency_days).toEqual({
      routine_visual: 7,
    });
  });

  it('refuses a start of a field the schema does not have', () => {
    // @ts-expect-error: `company` is not a field of installerWrite.
    emptyFormValues(installerWrite, { company: 'x' });
    const name: FormFieldName<typeof installerWrite> = 'company_name';
    // @ts-expect-error: a wrong field name is a compile error.
    const wrong: FormFieldName<typeof installerWrite> = 'company';
    expect([name, wrong]).toHaveLength(2);
  });
});

describe('storedFormValues', () => {
  it('takes the write fields of a record, a missing text as empty and a missing date as null', () => {
    const stored = storedFormValues(installerWrite, {
      id: 4,
      version: 2,
      company_name: 'Giochi Srl',
      vat_number: '01234567897',
      email: 'info@giochi.it',
      phone: null,
      address: null,
      city: 'Torino',
      contact_person: null,
      qualifications: null,
      insurance_policy: 'P-1',
      insurance_expiry: null,
      is_active: true,
    });
    expect(stored).toEqual({
      company_name: 'Giochi Srl',
      vat_number: '01234567897',
      email: 'info@giochi.it',
      phone: '',
      address: '',
      city: 'Torino',
      contact_person: '',
      qualifications: '',
      insurance_policy: 'P-1',
      insurance_expiry: null,
      is_active: true,
    });
  });

  it('keeps a number, copies lists and objects, and gives an absent field its empty value', () => {
    const services = ['routine_visual'];
    const frequency = { routine_visual: 7, operational: 90, annual_main: 365 };
    const stored = storedFormValues(customerContractWrite, {
      customer_id: 3,
      services,
      frequency_days: frequency,
      amount_cents: 0,
      cup: null,
    });
    expect(stored).toMatchObject({
      customer_id: 3,
      services,
      frequency_days: frequency,
      amount_cents: 0,
      cup: '',
      number: '',
      end_date: null,
    });
    expect(stored.services).not.toBe(services);
    expect(stored.frequency_days).not.toBe(frequency);
  });

  it('shows an empty optional number or choice as null, not as a text', () => {
    expect(storedFormValues(toyWrite, { age_from: null }).age_from).toBeNull();
    expect(emptyFormValues(findingWrite)).toMatchObject({ timeframe: null, risk_level: '' });
    expect(storedFormValues(findingWrite, { timeframe: null }).timeframe).toBeNull();
  });
});
