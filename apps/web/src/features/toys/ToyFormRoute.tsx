import { equipmentStandards, toyStatuses, toyWrite } from '@altalena/contracts';
import {
  FormDatePicker,
  FormDecimalField,
  FormNumberField,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '@altalena/forms';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  FileAttachments,
  FormHint,
  FormRoute,
  FormSelectListField,
  FormSection,
  ReferenceField,
  ResourceFormPage,
  schemaForm,
  useFieldLabel,
  useResources,
} from '../../scaffold';
import { toysCatalog } from './catalog';

/** New equipment starts in use, to EN 1176-1. */
const toyForm = schemaForm('toy', toyWrite, { standard: 'EN 1176-1', status: 'in_use' });
type ToyValues = typeof toyForm.emptyValues;

/** Why the equipment is out of service or removed; not asked while it is in use. */
function StatusReason({ label }: { label: string }) {
  const status = useWatch<ToyValues, 'status'>({ name: 'status' });
  if (status === 'in_use') return null;
  return <FormTextArea name="status_reason" label={label} />;
}

function ToyForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const label = useFieldLabel(toyForm.fieldLabels);
  // "Add equipment" on a park's page opens this form for that park.
  const parkId = Number(search.get('park_id'));
  return (
    <ResourceFormPage
      resource={resources.toys}
      id={id}
      {...toyForm}
      emptyValues={{
        ...toyForm.emptyValues,
        park_id: Number.isInteger(parkId) && parkId > 0 ? parkId : null,
      }}
      createTitle="toys.form.create"
      editTitle={(toy, format) =>
        format.formatMessage({ id: 'toys.form.edit' }, { name: toy.name })
      }
      backHref={id === undefined ? '/toys' : `/toys/${id}`}
      afterSaveHref={(toy) => `/toys/${toy.id}`}
    >
      {(_form, toy) => (
        <>
          <FormSection titleId="toys.form.section.equipment">
            <ReferenceField
              name="park_id"
              label={label('park_id')}
              resource={resources.parks}
              labelOf={(park) => park.name}
              isRequired
              width="lg"
            />
            <FormTextField name="code" label={label('code')} isRequired width="sm" />
            <FormTextField name="name" label={label('name')} isRequired width="lg" />
            <FormSelectListField
              name="equipment_type"
              label={label('equipment_type')}
              current={toy?.equipment_type}
              isRequired
            />
            <FormSelect
              name="standard"
              label={label('standard')}
              options={equipmentStandards.map((standard) => ({
                value: standard,
                label: intl.formatMessage({ id: `enum.equipmentStandard.${standard}` }),
              }))}
              isRequired
              width="sm"
            />
          </FormSection>
          <FormSection titleId="toys.form.section.origin">
            <FormTextField name="manufacturer" label={label('manufacturer')} width="md" />
            <FormTextField name="model" label={label('model')} width="md" />
            <FormTextField name="serial_number" label={label('serial_number')} width="md" />
            <FormNumberField
              name="year_of_manufacture"
              label={label('year_of_manufacture')}
              formatOptions={{ useGrouping: false }}
              hideStepper
              width="xs"
            />
            <FormDatePicker name="installed_on" label={label('installed_on')} width="sm" />
            {user.is_admin && (
              <ReferenceField
                name="installer_id"
                label={label('installer_id')}
                resource={resources.installers}
                labelOf={(installer) => installer.company_name}
                width="md"
              />
            )}
            <FormSelectListField
              name="material"
              label={label('material')}
              current={toy?.material}
            />
          </FormSection>
          <FormSection titleId="toys.form.section.safety">
            <FormNumberField
              name="age_from"
              label={label('age_from')}
              minValue={0}
              maxValue={99}
              width="xs"
            />
            <FormNumberField
              name="age_to"
              label={label('age_to')}
              minValue={0}
              maxValue={99}
              width="xs"
            />
            <FormDecimalField
              name="free_fall_height_m"
              label={label('free_fall_height_m')}
              width="sm"
            />
            <FormDecimalField name="impact_area_m2" label={label('impact_area_m2')} width="sm" />
            <FormSelectListField
              name="surface_type"
              label={label('surface_type')}
              current={toy?.surface_type}
            />
            <FormNumberField
              name="surface_depth_mm"
              label={label('surface_depth_mm')}
              minValue={0}
              maxValue={2000}
              width="sm"
            />
          </FormSection>
          <FormSection titleId="toys.form.section.state">
            <FormSelect
              name="status"
              label={label('status')}
              options={toyStatuses.map((status) => ({
                value: status,
                label: intl.formatMessage({ id: `status.toy.${status}` }),
              }))}
              width="sm"
            />
            <StatusReason label={label('status_reason')} />
          </FormSection>
          <FormSection titleId="toys.form.section.files">
            {id === undefined ? (
              <FormHint>{intl.formatMessage({ id: 'toys.form.files.afterSave' })}</FormHint>
            ) : (
              <>
                <FileAttachments ownerType="toy" ownerId={id} kind="photo" />
                <FileAttachments ownerType="toy" ownerId={id} kind="certificate" />
              </>
            )}
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

/** `/toys/create` and `/toys/edit/{id}`: the equipment form, full page, for administrators and customers. */
export function Component() {
  return <FormRoute catalog={toysCatalog}>{(id) => <ToyForm id={id} />}</FormRoute>;
}
