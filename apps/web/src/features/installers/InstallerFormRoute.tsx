import { installerWrite, type Installer } from '@altalena/contracts';
import { FormDatePicker, FormSwitch, FormTextArea, FormTextField } from '@altalena/forms';
import { useIntl } from 'react-intl';
import { FormRoute, FormSection, ResourceFormPage, useResources } from '../../scaffold';
import { installersCatalog } from './catalog';

const emptyInstaller = {
  company_name: '',
  vat_number: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  contact_person: '',
  qualifications: '',
  insurance_policy: '',
  insurance_expiry: null as string | null,
  is_active: true,
};
type InstallerValues = typeof emptyInstaller;

const valuesOf = (installer: Installer): InstallerValues => ({
  company_name: installer.company_name,
  vat_number: installer.vat_number,
  email: installer.email,
  phone: installer.phone ?? '',
  address: installer.address ?? '',
  city: installer.city ?? '',
  contact_person: installer.contact_person ?? '',
  qualifications: installer.qualifications ?? '',
  insurance_policy: installer.insurance_policy ?? '',
  insurance_expiry: installer.insurance_expiry,
  is_active: installer.is_active,
});

const fieldLabels = Object.fromEntries(
  Object.keys(emptyInstaller).map((key) => [key, `field.installer.${key}`]),
) as Record<keyof InstallerValues, `field.installer.${keyof InstallerValues}`>;

function InstallerForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const label = (key: keyof InstallerValues) => intl.formatMessage({ id: fieldLabels[key] });
  return (
    <ResourceFormPage
      resource={resources.installers}
      id={id}
      schema={installerWrite}
      emptyValues={emptyInstaller}
      valuesOf={valuesOf}
      fieldLabels={fieldLabels}
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
