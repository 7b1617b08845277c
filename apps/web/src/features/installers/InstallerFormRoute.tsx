import { installerWrite } from '@altalena/contracts';
import { FormDatePicker, FormSwitch, FormTextArea, FormTextField } from '@altalena/forms';
import {
  FormRoute,
  FormSection,
  ResourceFormPage,
  schemaForm,
  useFieldLabel,
  useResources,
} from '../../scaffold';
import { installersCatalog } from './catalog';

/** A new installer starts active. */
const installerForm = schemaForm('installer', installerWrite, { is_active: true });

function InstallerForm({ id }: { id?: number }) {
  const resources = useResources();
  const label = useFieldLabel(installerForm.fieldLabels);
  return (
    <ResourceFormPage
      resource={resources.installers}
      id={id}
      {...installerForm}
      createTitle="installers.form.create"
      editTitle={(installer, format) =>
        format.formatMessage({ id: 'installers.form.edit' }, { name: installer.company_name })
      }
      backHref={id === undefined ? '/installers' : `/installers/${id}`}
      afterSaveHref={(installer) => `/installers/${installer.id}`}
    >
      {() => (
        <>
          <FormSection titleId="installers.form.section.company">
            <FormTextField
              name="company_name"
              label={label('company_name')}
              isRequired
              width="lg"
            />
            <FormTextField
              name="vat_number"
              label={label('vat_number')}
              isRequired
              width="sm"
              inputMode="numeric"
            />
            <FormTextField name="email" label={label('email')} isRequired width="md" type="email" />
            <FormTextField name="phone" label={label('phone')} width="sm" type="tel" />
            <FormTextField name="contact_person" label={label('contact_person')} width="md" />
            <FormTextField name="address" label={label('address')} width="lg" />
            <FormTextField name="city" label={label('city')} width="md" />
            {id !== undefined && (
              <FormSwitch name="is_active" width="md">
                {label('is_active')}
              </FormSwitch>
            )}
          </FormSection>
          <FormSection titleId="installers.form.section.insurance">
            <FormTextField name="insurance_policy" label={label('insurance_policy')} width="md" />
            <FormDatePicker name="insurance_expiry" label={label('insurance_expiry')} width="sm" />
            <FormTextArea name="qualifications" label={label('qualifications')} />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

/** `/installers/create` and `/installers/edit/{id}`: the installer form, full page. */
export function Component() {
  return <FormRoute catalog={installersCatalog}>{(id) => <InstallerForm id={id} />}</FormRoute>;
}
