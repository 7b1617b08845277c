import { parkStatuses, parkWrite } from '@altalena/contracts';
import {
  FormDecimalField,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
} from '@altalena/forms';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  FileAttachments,
  FormHint,
  FormSelectListField,
  FormRoute,
  FormSection,
  ReferenceField,
  ResourceFormPage,
  schemaForm,
  useFieldLabel,
  useResources,
} from '../../scaffold';
import { parksCatalog } from './catalog';
import { PositionFromDevice } from './PositionFromDevice';
import { PositionOnMap } from './PositionOnMap';

/** A new park starts open. */
const parkForm = schemaForm('park', parkWrite, { status: 'open' });
type ParkValues = typeof parkForm.emptyValues;

/** An administrator chooses the customer; a customer user's is their own, which the API sets. */
const adminParkWrite = parkWrite.required({ customer_id: true });

/** The closure reason, asked for only while the park is not fully open. */
function ClosureReason({ label }: { label: string }) {
  const status = useWatch<ParkValues, 'status'>({ name: 'status' });
  if (status === 'open') return null;
  return <FormTextArea name="closure_reason" label={label} />;
}

function ParkForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const user = useCurrentUser();
  const label = useFieldLabel(parkForm.fieldLabels);
  return (
    <ResourceFormPage
      resource={resources.parks}
      id={id}
      {...parkForm}
      schema={user.is_admin ? adminParkWrite : parkWrite}
      // A customer user's parks are their customer's: the API sets it, the form does not ask.
      emptyValues={{
        ...parkForm.emptyValues,
        customer_id: user.is_admin ? null : user.customer_id,
      }}
      createTitle="parks.form.create"
      editTitle={(park, format) =>
        format.formatMessage({ id: 'parks.form.edit' }, { name: park.name })
      }
      backHref={id === undefined ? '/parks' : `/parks/${id}`}
      afterSaveHref={(park) => `/parks/${park.id}`}
    >
      {(_form, park) => (
        <>
          <FormSection titleId="parks.form.section.park">
            {user.is_admin && (
              <ReferenceField
                name="customer_id"
                label={label('customer_id')}
                resource={resources.customers}
                labelOf={(customer) => customer.name}
                query={{ is_active: 'true' }}
                isRequired
                width="lg"
              />
            )}
            <FormTextField name="name" label={label('name')} isRequired width="lg" />
            <FormTextField name="code" label={label('code')} width="sm" />
            <FormSelectListField
              name="site_type"
              label={label('site_type')}
              current={park?.site_type}
            />
            <FormTextField name="address" label={label('address')} isRequired width="lg" />
            <FormTextField name="city" label={label('city')} isRequired width="md" />
            <FormTextField name="province" label={label('province')} width="xs" />
            <FormSwitch name="fenced" width="md">
              {label('fenced')}
            </FormSwitch>
          </FormSection>
          <FormSection titleId="parks.form.section.position">
            <FormHint>{intl.formatMessage({ id: 'parks.form.position.hint' })}</FormHint>
            <FormDecimalField name="latitude" label={label('latitude')} isRequired width="sm" />
            <FormDecimalField name="longitude" label={label('longitude')} isRequired width="sm" />
            <PositionFromDevice />
            <PositionOnMap label={intl.formatMessage({ id: 'parks.form.position.map' })} />
          </FormSection>
          <FormSection titleId="parks.form.section.state">
            <FormSelect
              name="status"
              label={label('status')}
              options={parkStatuses.map((status) => ({
                value: status,
                label: intl.formatMessage({ id: `status.park.${status}` }),
              }))}
              isRequired
              width="sm"
            />
            <ClosureReason label={label('closure_reason')} />
            <FormTextArea name="notes" label={label('notes')} />
          </FormSection>
          <FormSection titleId="parks.form.section.photo">
            {id === undefined ? (
              <FormHint>{intl.formatMessage({ id: 'parks.form.photo.afterSave' })}</FormHint>
            ) : (
              <FileAttachments ownerType="park" ownerId={id} kind="photo" />
            )}
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

/** `/parks/create` and `/parks/edit/{id}`: the park form, full page, for administrators and customers. */
export function Component() {
  return <FormRoute catalog={parksCatalog}>{(id) => <ParkForm id={id} />}</FormRoute>;
}
