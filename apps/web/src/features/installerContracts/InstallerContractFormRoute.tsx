import {
  installerContractWrite,
  installerScopes,
  type InstallerContract,
} from '@altalena/contracts';
import { FormCheckboxGroup, FormMoneyField, FormTextArea } from '@altalena/forms';
import { Checkbox } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  FileAttachments,
  FormHint,
  FormRoute,
  FormSection,
  ReferenceField,
  ResourceFormPage,
  useResources,
} from '../../scaffold';
import { ContractTermsFields, contractRemoval, presetId } from '../../shared/contractParts';
import { installerContractsCatalog } from './catalog';

const emptyContract = {
  installer_id: null as number | null,
  number: '',
  start_date: null as string | null,
  end_date: null as string | null,
  status: 'active' as string,
  scope: [] as string[],
  amount_cents: null as number | null,
  notes: '',
};
type ContractValues = typeof emptyContract;

const valuesOf = (contract: InstallerContract): ContractValues => ({
  installer_id: contract.installer_id,
  number: contract.number,
  start_date: contract.start_date,
  end_date: contract.end_date,
  status: contract.status,
  scope: [...contract.scope],
  amount_cents: contract.amount_cents,
  notes: contract.notes ?? '',
});

const fieldLabels = Object.fromEntries(
  Object.keys(emptyContract).map((key) => [key, `field.installerContract.${key}`]),
) as Record<keyof ContractValues, `field.installerContract.${keyof ContractValues}`>;

function InstallerContractForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const [search] = useSearchParams();
  const label = (key: keyof ContractValues) => intl.formatMessage({ id: fieldLabels[key] });
  return (
    <ResourceFormPage
      resource={resources.installerContracts}
      id={id}
      schema={installerContractWrite}
      emptyValues={{
        ...emptyContract,
        installer_id: presetId(search, 'installer_id'),
      }}
      valuesOf={valuesOf}
      fieldLabels={fieldLabels}
      createTitle="installerContracts.form.create"
      editTitle={(contract, format) =>
        format.formatMessage({ id: 'installerContracts.form.edit' }, { number: contract.number })
      }
      backHref="/installers/contracts"
      afterSaveHref={() => '/installers/contracts'}
      remove={contractRemoval<InstallerContract>('/installers/contracts')}
    >
      {() => (
        <>
          <FormSection titleId="installerContracts.form.section.contract">
            <ReferenceField
              name="installer_id"
              label={label('installer_id')}
              resource={resources.installers}
              labelOf={(installer) => installer.company_name}
              query={{ is_active: 'true' }}
              isRequired
              width="lg"
            />
            <ContractTermsFields label={label} />
            <FormMoneyField name="amount_cents" label={label('amount_cents')} width="sm" />
            <FormCheckboxGroup name="scope" label={label('scope')} isRequired>
              {installerScopes.map((scope) => (
                <Checkbox key={scope} value={scope}>
                  {intl.formatMessage({ id: `enum.installerScope.${scope}` })}
                </Checkbox>
              ))}
            </FormCheckboxGroup>
            <FormTextArea name="notes" label={label('notes')} />
          </FormSection>
          <FormSection titleId="installerContracts.form.section.document">
            {id === undefined ? (
              <FormHint>
                {intl.formatMessage({ id: 'installerContracts.form.document.afterSave' })}
              </FormHint>
            ) : (
              <FileAttachments ownerType="installer_contract" ownerId={id} kind="document" />
            )}
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

/** `/installers/contracts/create` and `/installers/contracts/edit/{id}`: the contract form, full page. */
export function Component() {
  return (
    <FormRoute catalog={installerContractsCatalog}>
      {(id) => <InstallerContractForm id={id} />}
    </FormRoute>
  );
}
