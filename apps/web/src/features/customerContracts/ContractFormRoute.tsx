import {
  contractServices,
  customerContractWrite,
  recurringInspectionTypes,
} from '@altalena/contracts';
import {
  FormCheckboxGroup,
  FormMoneyField,
  FormNumberField,
  FormTextArea,
  FormTextField,
} from '@altalena/forms';
import { Checkbox } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { resourceQueries } from '@altalena/api-client';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  FormHint,
  FormRoute,
  FormSection,
  ReferenceField,
  ResourceFormPage,
  schemaForm,
  useFieldLabel,
  useResources,
} from '../../scaffold';
import {
  ContractDocumentSection,
  ContractTermsFields,
  useContractFormPage,
} from '../../shared/contractParts';
import { customerContractsCatalog } from './catalog';

/** A new contract starts active, with the usual intervals of the three recurring inspections. */
const contractForm = schemaForm('customerContract', customerContractWrite, {
  status: 'active',
  frequency_days: { routine_visual: 7, operational: 90, annual_main: 365 },
});

/** The chosen customer's parks, to tick those the contract covers. */
function CoveredParks() {
  const intl = useIntl();
  const resources = useResources();
  const customerId = useWatch({ name: 'customer_id' }) as number | null;
  const parks = useQuery({
    ...resourceQueries(resources.parks).list({
      customer_id: customerId ?? 0,
      page_size: 100,
      ordering: 'name',
    }),
    enabled: customerId !== null,
  });
  if (customerId === null)
    return (
      <FormHint>
        {intl.formatMessage({ id: 'customerContracts.form.parks.chooseCustomer' })}
      </FormHint>
    );
  if (parks.data?.results.length === 0)
    return <FormHint>{intl.formatMessage({ id: 'customerContracts.form.parks.none' })}</FormHint>;
  return (
    <FormCheckboxGroup
      name="park_ids"
      numeric
      orientation="vertical"
      label={intl.formatMessage({ id: 'field.customerContract.park_ids' })}
    >
      {(parks.data?.results ?? []).map((park) => (
        <Checkbox key={park.id} value={String(park.id)}>
          {[park.code, park.name].filter(Boolean).join(' · ')}
        </Checkbox>
      ))}
    </FormCheckboxGroup>
  );
}

/** CIG and CUP, asked only of public-body customers (Italian public procurement). */
function ProcurementCodes() {
  const intl = useIntl();
  const resources = useResources();
  const customerId = useWatch({ name: 'customer_id' }) as number | null;
  const customer = useQuery({
    ...resourceQueries(resources.customers).detail(customerId ?? 0),
    enabled: customerId !== null,
  });
  if (!customer.data?.is_public_body) return null;
  return (
    <>
      <FormTextField
        name="cig"
        label={intl.formatMessage({ id: 'field.customerContract.cig' })}
        description={intl.formatMessage({ id: 'customerContracts.form.publicBody' })}
        width="sm"
      />
      <FormTextField
        name="cup"
        label={intl.formatMessage({ id: 'field.customerContract.cup' })}
        width="md"
      />
    </>
  );
}

function ContractForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const label = useFieldLabel(contractForm.fieldLabels);
  return (
    <ResourceFormPage
      {...useContractFormPage({
        resource: resources.customerContracts,
        form: contractForm,
        id,
        party: 'customer_id',
        listHref: '/customers/contracts',
        createTitle: 'customerContracts.form.create',
        editTitle: 'customerContracts.form.edit',
      })}
    >
      {() => (
        <>
          <FormSection titleId="customerContracts.form.section.contract">
            <ReferenceField
              name="customer_id"
              label={label('customer_id')}
              resource={resources.customers}
              labelOf={(customer) => customer.name}
              query={{ is_active: 'true' }}
              isRequired
              width="lg"
            />
            <ContractTermsFields label={label} />
            <ProcurementCodes />
          </FormSection>
          <FormSection titleId="customerContracts.form.section.services">
            <FormCheckboxGroup name="services" label={label('services')} isRequired>
              {contractServices.map((service) => (
                <Checkbox key={service} value={service}>
                  {intl.formatMessage({ id: `enum.contractService.${service}` })}
                </Checkbox>
              ))}
            </FormCheckboxGroup>
            {recurringInspectionTypes.map((type) => (
              <FormNumberField
                key={type}
                name={`frequency_days.${type}`}
                label={intl.formatMessage(
                  { id: 'customerContracts.form.frequency.days' },
                  { type: intl.formatMessage({ id: `enum.inspectionType.${type}` }) },
                )}
                minValue={1}
                maxValue={3650}
                width="sm"
              />
            ))}
          </FormSection>
          <FormSection titleId="customerContracts.form.section.parks">
            <CoveredParks />
          </FormSection>
          <FormSection titleId="customerContracts.form.section.money">
            <FormMoneyField name="amount_cents" label={label('amount_cents')} width="sm" />
            <FormNumberField
              name="payment_terms_days"
              label={label('payment_terms_days')}
              minValue={0}
              maxValue={365}
              width="sm"
            />
            <FormTextArea name="notes" label={label('notes')} />
          </FormSection>
          <ContractDocumentSection
            id={id}
            ownerType="customer_contract"
            titleId="customerContracts.form.section.document"
            afterSaveId="customerContracts.form.document.afterSave"
          />
        </>
      )}
    </ResourceFormPage>
  );
}

/** `/customers/contracts/create` and `/customers/contracts/edit/{id}`: the contract form, full page. */
export function Component() {
  return (
    <FormRoute catalog={customerContractsCatalog}>{(id) => <ContractForm id={id} />}</FormRoute>
  );
}
