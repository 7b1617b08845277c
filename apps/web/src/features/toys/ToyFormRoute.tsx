import { equipmentStandards, toyStatuses, toyWrite, type Toy } from '@altalena/contracts';
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
  useResources,
} from '../../scaffold';
import { toysCatalog } from './catalog';

const emptyToy = {
  park_id: null as number | null,
  code: '',
  name: '',
  equipment_type: '',
  standard: 'EN 1176-1' as Toy['standard'],
  manufacturer: '',
  model: '',
  serial_number: '',
  year_of_manufacture: null as number | null,
  installed_on: null as string | null,
  installer_id: null as number | null,
  age_from: null as number | null,
  age_to: null as number | null,
  free_fall_height_m: null as number | null,
  impact_area_m2: null as number | null,
  surface_type: '',
  surface_depth_mm: null as number | null,
  material: '',
  status: 'in_use' as Toy['status'],
  status_reason: '',
};
type ToyValues = typeof emptyToy;

const valuesOf = (toy: Toy): ToyValues => ({
  park_id: toy.park_id,
  code: toy.code,
  name: toy.name,
  equipment_type: toy.equipment_type,
  standard: toy.standard,
  manufacturer: toy.manufacturer ?? '',
  model: toy.model ?? '',
  serial_number: toy.serial_number ?? '',
  year_of_manufacture: toy.year_of_manufacture,
  installed_on: toy.installed_on,
  installer_id: toy.installer_id,
  age_from: toy.age_from,
  age_to: toy.age_to,
  free_fall_height_m: toy.free_fall_height_m,
  impact_area_m2: toy.impact_area_m2,
  surface_type: toy.surface_type ?? '',
  surface_depth_mm: toy.surface_depth_mm,
  material: toy.material ?? '',
  status: toy.status,
  status_reason: toy.status_reason ?? '',
});

const fieldLabels = Object.fromEntries(
  Object.keys(emptyToy).map((key) => [key, `field.toy.${key}`]),
) as Record<keyof ToyValues, `field.toy.${keyof ToyValues}`>;

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
  const label = (key: keyof ToyValues) => intl.formatMessage({ id: fieldLabels[key] });
  // "Add equipment" on a park's page opens this form for that park.
  const parkId = Number(search.get('park_id'));
  return (
    <ResourceFormPage
      resource={resources.toys}
      id={id}
      schema={toyWrite}
      emptyValues={{ ...emptyToy, park_id: Number.isInteger(parkId) && parkId > 0 ? parkId : null }}
      valuesOf={valuesOf}
      fieldLabels={fieldLabels}
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
