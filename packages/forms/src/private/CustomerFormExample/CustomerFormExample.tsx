import { domainCatalogs, FeatureMessages } from '@altalena/i18n';
import {
  customerTypes,
  customerWrite,
  type CustomerWrite,
  type FieldError,
} from '@altalena/contracts';
import { Button } from '@altalena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, FormActions, useZodForm, type FormInputOf } from '../../Form';
import { FormGrid } from '../../FormGrid';
import { FormSelect } from '../../FormSelect';
import { FormSwitch } from '../../FormSwitch';
import { FormTextArea } from '../../FormTextArea';
import { FormTextField } from '../../FormTextField';
import { applyServerErrors, serverErrorMessage, useValidationMessage } from '../../validation';

/** What the customer form edits: the contract's body as form values. */
export type CustomerFormValues = FormInputOf<typeof customerWrite>;

/** The empty customer form: texts are `''`, which the resolver sends as `null` or leaves out. */
export const emptyCustomer: CustomerFormValues = {
  name: '',
  customer_type: '',
  vat_number: '',
  tax_code: '',
  sdi_code: '',
  pec: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  zip: '',
  province: '',
  country: 'IT',
  notes: '',
  is_active: true,
};

/** A realistic filled customer. */
export const filledCustomer: CustomerFormValues = {
  ...emptyCustomer,
  name: 'Comune di Trento',
  customer_type: 'municipality',
  vat_number: '00355870221',
  tax_code: '00355870221',
  sdi_code: 'UF4A2B',
  email: 'verde.pubblico@comune.trento.it',
  phone: '+39 0461 884111',
  address: 'Via Belenzani, 19',
  city: 'Trento',
  zip: '38122',
  province: 'TN',
};

/** Props of {@link CustomerFormExample}. */
export interface CustomerFormExampleProps {
  /** Initial values (default: empty). */
  defaultValues?: CustomerFormValues;
  /**
   * Receives the parsed body; may answer the server's `error_list`, which lands on the fields (the
   * entries of no field are listed above the buttons).
   */
  onSubmit: (body: unknown) => void | readonly FieldError[] | Promise<void | readonly FieldError[]>;
}

/**
 * A customer form validated by the contract schema `customerWrite` itself (story and test fixture): labels
 * and messages come from the catalogue in the current language.
 */
export function CustomerFormExample(props: CustomerFormExampleProps) {
  // The field labels are the data model's, which screens load beside the app's first catalog.
  return (
    <FeatureMessages catalog={domainCatalogs}>
      <CustomerForm {...props} />
    </FeatureMessages>
  );
}

function CustomerForm({ defaultValues = emptyCustomer, onSubmit }: CustomerFormExampleProps) {
  const intl = useIntl();
  const translate = useValidationMessage();
  const form = useZodForm(customerWrite, { defaultValues });
  const [unmatched, setUnmatched] = useState<FieldError[]>([]);
  const label = (field: keyof CustomerWrite) =>
    intl.formatMessage({ id: `field.customer.${field}` });
  return (
    <Form
      form={form}
      aria-label={intl.formatMessage({ id: 'field.customer.name' })}
      onSubmit={async (body) => {
        const errors = await onSubmit(body);
        setUnmatched(errors ? applyServerErrors(form, errors) : []);
      }}
    >
      <FormGrid>
        <FormTextField name="name" label={label('name')} isRequired width="lg" />
        <FormSelect
          name="customer_type"
          label={label('customer_type')}
          options={customerTypes.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `enum.customerType.${type}` }),
          }))}
          isRequired
          width="sm"
        />
        <FormTextField name="vat_number" label={label('vat_number')} width="sm" />
        <FormTextField name="tax_code" label={label('tax_code')} width="sm" />
        <FormTextField name="sdi_code" label={label('sdi_code')} width="xs" />
        <FormTextField name="email" label={label('email')} type="email" isRequired width="md" />
        <FormTextField name="pec" label={label('pec')} type="email" width="md" />
        <FormTextField name="phone" label={label('phone')} type="tel" width="sm" />
        <FormTextField name="address" label={label('address')} isRequired width="md" />
        <FormTextField name="city" label={label('city')} isRequired width="sm" />
        <FormTextField name="zip" label={label('zip')} width="xs" />
        <FormTextField name="province" label={label('province')} width="xs" />
        <FormTextField name="country" label={label('country')} width="xs" />
        <FormTextArea name="notes" label={label('notes')} />
        <FormSwitch name="is_active" label={label('is_active')} width="sm" />
        {unmatched.length > 0 && (
          <div role="alert">
            <ul>
              {unmatched.map((entry) => (
                <li key={`${entry.field}:${entry.code}`}>{translate(serverErrorMessage(entry))}</li>
              ))}
            </ul>
          </div>
        )}
        <FormActions>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {intl.formatMessage({ id: 'ui.form.save' })}
          </Button>
        </FormActions>
      </FormGrid>
    </Form>
  );
}
