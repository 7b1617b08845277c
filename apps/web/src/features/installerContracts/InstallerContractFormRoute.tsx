import { installerContractWrite, installerScopes } from '@altalena/contracts';
import { FormCheckboxGroup, FormMoneyField, FormTextArea } from '@altalena/forms';
import { Checkbox } from '@altalena/ui';
import { useIntl } from 'react-intl';
import {
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
import { installerContractsCatalog } from './catalog';

/** A new contract starts active. */
const contractForm = schemaForm('installerContract', installerContractWrite, { status: 'active' });

function InstallerContractForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const label = useFieldLabel(contractForm.fieldLabels);
  return (
    <ResourceFormPage
      {...useContractFormPage({
        resource: resources.installerContracts,
        form: contractForm,
        id,
        party: 'installer_id',
        listHref: '/installers/contracts',
        createTitle: 'installerContracts.form.create',
        editTitle: 'installerContracts.form.edit',
      })}
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
          <ContractDocumentSection
            id={id}
            ownerType="installer_contract"
            titleId="installerContracts.form.section.document"
            afterSaveId="installerContracts.form.document.afterSave"
          />
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
