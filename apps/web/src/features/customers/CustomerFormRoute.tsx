import { customerTypes, customerWrite } from '@altalena/contracts';
import { FormSelect, FormSwitch, FormTextArea, FormTextField } from '@altalena/forms';
import { useIntl } from 'react-intl';
import {
  FormRoute,
  FormSection,
  ResourceFormPage,
  schemaForm,
  useFieldLabel,
  useResources,
} from '../../scaffold';
import { customersCatalog } from './catalog';

/** A new customer starts as an active municipality in Italy. */
const customerForm = schemaForm('customer', customerWrite, {
  customer_type: 'municipality',
  country: 'IT',
  is_active: true,
});

function CustomerForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const label = useFieldLabel(customerForm.fieldLabels);
  return (
    <ResourceFormPage
      resource={resources.customers}
      id={id}
      {...customerForm}
      createTitle="customers.form.create"
      editTitle={(customer, format) =>
        format.formatMessage({ id: 'customers.form.edit' }, { name: customer.name })
      }
      backHref={id === undefined ? '/customers' : `/customers/${id}`}
      afterSaveHref={(customer) => `/customers/${customer.id}`}
    >
      {() => (
        <>
          <FormSection titleId="customers.form.section.identity">
            <FormTextField name="name" label={label('name')} isRequired width="lg" />
            <FormSelect
              name="customer_type"
              label={label('customer_type')}
              isRequired
              width="md"
              options={customerTypes.map((type) => ({
                value: type,
                label: intl.formatMessage({ id: `enum.customerType.${type}` }),
              }))}
            />
            <FormSwitch name="is_public_body" width="md">
              {label('is_public_body')}
            </FormSwitch>
            {id !== undefined && (
              <FormSwitch name="is_active" width="md">
                {label('is_active')}
              </FormSwitch>
            )}
          </FormSection>
          <FormSection titleId="customers.form.section.tax">
            <FormTextField
              name="vat_number"
              label={label('vat_number')}
              width="sm"
              inputMode="numeric"
            />
            <FormTextField name="tax_code" label={label('tax_code')} width="md" />
            <FormTextField name="sdi_code" label={label('sdi_code')} width="sm" />
            <FormTextField name="pec" label={label('pec')} width="md" type="email" />
          </FormSection>
          <FormSection titleId="customers.form.section.contacts">
            <FormTextField name="email" label={label('email')} isRequired width="md" type="email" />
            <FormTextField name="phone" label={label('phone')} width="sm" type="tel" />
            <FormTextField name="contact_person" label={label('contact_person')} width="md" />
          </FormSection>
          <FormSection titleId="customers.form.section.address">
            <FormTextField name="address" label={label('address')} isRequired width="lg" />
            <FormTextField name="zip" label={label('zip')} width="xs" inputMode="numeric" />
            <FormTextField name="city" label={label('city')} isRequired width="md" />
            <FormTextField name="province" label={label('province')} width="xs" />
            <FormTextField name="country" label={label('country')} width="xs" />
            <FormTextArea name="notes" label={label('notes')} />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

/** `/customers/create` and `/customers/edit/{id}`: the customer form, full page. */
export function Component() {
  return <FormRoute catalog={customersCatalog}>{(id) => <CustomerForm id={id} />}</FormRoute>;
}
