import { ApiRequestError, invalidateAfterWrite, unwrap } from '@altalena/api-client';
import { customerTypes, customerWrite, type Customer } from '@altalena/contracts';
import {
  applyServerErrors,
  Form,
  FormActions,
  FormGrid,
  FormSelect,
  FormTextField,
  useZodForm,
} from '@altalena/forms';
import { Alert, Button, Dialog } from '@altalena/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from './App';

/** Props of {@link NewCustomerDialog}. */
export interface NewCustomerDialogProps {
  /** Called with the customer the server created. */
  onCreated: (customer: Customer) => void;
}

/**
 * A dialog with the form of a new customer: the contract's `customerWrite` schema validates it (its
 * messages come from the forms catalogue, in the UI language), the fields sit on the 12-column grid with
 * width presets, and the server's field errors land on their fields.
 */
export function NewCustomerDialog({ onCreated }: NewCustomerDialogProps) {
  const intl = useIntl();
  const { resources, queryClient } = useServices();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(customerWrite, {
    defaultValues: { name: '', customer_type: 'municipality', email: '', address: '', city: '' },
  });
  const label = (field: string) => intl.formatMessage({ id: `field.customer.${field}` });

  const onSubmit = async (values: typeof customerWrite._output) => {
    setFailure(null);
    try {
      const created = await unwrap(resources.customers.create(values));
      await invalidateAfterWrite(queryClient, resources.customers);
      form.reset();
      setOpen(false);
      onCreated(created);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      const unmatched = applyServerErrors(form, error.response.data.errors);
      // A refusal no field explains (a 409, a network failure) is said above the form.
      if (unmatched.length > 0 || error.response.data.errors.length === 0)
        setFailure(`error.${error.response.data.detail}`);
    }
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: 'portal.customers.new' })}
      size="lg"
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>{intl.formatMessage({ id: 'portal.customers.new' })}</Button>}
    >
      <Form form={form} onSubmit={onSubmit}>
        {failure && <Alert tone="danger">{intl.formatMessage({ id: failure })}</Alert>}
        <FormGrid>
          <FormTextField
            control={form.control}
            name="name"
            label={label('name')}
            width="lg"
            isRequired
          />
          <FormSelect
            control={form.control}
            name="customer_type"
            label={label('customer_type')}
            width="sm"
            options={customerTypes.map((value) => ({
              value,
              label: intl.formatMessage({ id: `enum.customerType.${value}` }),
            }))}
          />
          <FormTextField
            control={form.control}
            name="email"
            label={label('email')}
            width="md"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="address"
            label={label('address')}
            width="lg"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="city"
            label={label('city')}
            width="md"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="province"
            label={label('province')}
            width="xs"
          />
          <FormActions>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {intl.formatMessage({ id: 'portal.customers.cancel' })}
            </Button>
            <Button type="submit" isDisabled={form.formState.isSubmitting}>
              {intl.formatMessage({ id: 'portal.customers.create' })}
            </Button>
          </FormActions>
        </FormGrid>
      </Form>
    </Dialog>
  );
}
