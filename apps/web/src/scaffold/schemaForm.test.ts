import { customerWrite, installerWrite } from '@altalena/contracts';
import { domainCatalogs } from '@altalena/i18n';
import { schemaForm } from './schemaForm';

describe('schemaForm', () => {
  const installers = schemaForm('installer', installerWrite, { is_active: true });

  it('labels every field of the write schema `field.<entity>.<name>`, in the schema order', () => {
    expect(Object.entries(installers.fieldLabels).slice(0, 3)).toEqual([
      ['company_name', 'field.installer.company_name'],
      ['vat_number', 'field.installer.vat_number'],
      ['email', 'field.installer.email'],
    ]);
    expect(Object.keys(installers.fieldLabels)).toEqual(Object.keys(installerWrite.shape));
  });

  it('finds each label in both catalogs, with the texts the form showed', () => {
    for (const id of Object.values(installers.fieldLabels)) {
      expect(domainCatalogs.it).toHaveProperty([id]);
      expect(domainCatalogs.en).toHaveProperty([id]);
    }
    expect(domainCatalogs.en[installers.fieldLabels.company_name]).toBe('Company name');
  });

  it('starts a new record from the starts and shows a stored one as the form holds it', () => {
    expect(installers.emptyValues).toMatchObject({ company_name: '', is_active: true });
    const customers = schemaForm('customer', customerWrite, { country: 'IT' });
    expect(customers.emptyValues).toMatchObject({ country: 'IT', customer_type: '' });
    expect(customers.valuesOf({ name: 'Comune', pec: null, country: 'FR' })).toMatchObject({
      name: 'Comune',
      pec: '',
      country: 'FR',
    });
  });
});
