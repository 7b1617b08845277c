import { createInspectionWork, resourceQueries } from '@altalena/api-client';
import {
  inspectionTypes,
  inspectionWritableStatuses,
  inspectionWrite,
  type Inspection,
} from '@altalena/contracts';
import {
  FormDatePicker,
  FormGridItem,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '@altalena/forms';
import { Alert, Link, TextField } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { data, useParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useCurrentUser } from '../../app/useCurrentUser';
import {
  FormHint,
  FormRoute,
  FormSection,
  ReferenceField,
  ResourceFormPage,
  errorKeyOf,
  useResources,
} from '../../scaffold';
import { DownloadButton } from '../../scaffold/DownloadButton';
import { inspectionsCatalog } from './catalog';
import * as styles from './InspectionFormRoute.css';

const emptyInspection = {
  park_id: 0,
  type: 'routine_visual' as Inspection['type'],
  scheduled_for: null as string | null,
  inspector_id: null as number | null,
  contract_id: null as number | null,
  status: 'scheduled' as Inspection['status'],
  weather: '',
  summary: '',
};
type InspectionValues = typeof emptyInspection;

const valuesOf = (inspection: Inspection): InspectionValues => ({
  park_id: inspection.park_id,
  type: inspection.type,
  scheduled_for: inspection.scheduled_for,
  inspector_id: inspection.inspector_id,
  contract_id: inspection.contract_id,
  status: inspection.status,
  weather: inspection.weather ?? '',
  summary: inspection.summary ?? '',
});

const fieldLabels = Object.fromEntries(
  Object.keys(emptyInspection).map((key) => [key, `field.inspection.${key}`]),
) as Record<keyof InspectionValues, `field.inspection.${keyof InspectionValues}`>;

/** The park a new inspection is for, from the address (`/inspections/create/{parkId}`). */
function useParkOfNewInspection(enabled: boolean) {
  const resources = useResources();
  const parkId = Number(useParams().parkId);
  const valid = enabled && Number.isInteger(parkId) && parkId > 0;
  if (enabled && !valid) throw data(null, { status: 404 });
  const park = useQuery({ ...resourceQueries(resources.parks).detail(parkId), enabled: valid });
  if (park.isError && errorKeyOf(park.error) === 'not_found') throw data(null, { status: 404 });
  return { parkId, park: park.data };
}

/** A signed inspection is final (the server refuses edits): why, its report and the way to it. */
function SignedInspection({ inspection }: { inspection: Inspection }) {
  const intl = useIntl();
  const { client } = useServices();
  return (
    <>
      <Alert tone="info">{intl.formatMessage({ id: 'inspections.form.signed' })}</Alert>
      <div className={styles.signedActions}>
        <DownloadButton
          download={() => createInspectionWork(client).downloadReport(inspection.id)}
          filename={`${inspection.number.replace('/', '-')}.pdf`}
          label={intl.formatMessage({ id: 'inspections.work.report' })}
        />
        <Link href={`/inspections/${inspection.id}`} variant="standalone">
          {intl.formatMessage({ id: 'inspections.form.openInspection' })}
        </Link>
      </div>
    </>
  );
}

function InspectionForm({ id }: { id?: number }) {
  const intl = useIntl();
  const resources = useResources();
  const user = useCurrentUser();
  const isAdmin = user.is_admin;
  const { parkId, park } = useParkOfNewInspection(id === undefined);
  const label = (key: keyof InspectionValues) => intl.formatMessage({ id: fieldLabels[key] });
  // Customer users record routine visual inspections only (docs/api.md#roles-and-scoping): the type is not
  // theirs to choose.
  const types = isAdmin ? inspectionTypes : (['routine_visual'] as const);
  return (
    <ResourceFormPage
      resource={resources.inspections}
      id={id}
      schema={inspectionWrite}
      emptyValues={{ ...emptyInspection, park_id: parkId }}
      valuesOf={valuesOf}
      bodyOf={(values) => {
        const body: Record<string, unknown> = { ...values };
        if (!isAdmin) {
          delete body.inspector_id;
          delete body.contract_id;
        }
        // The server picks the park's active contract when none is named.
        if (id === undefined && body.contract_id === null) delete body.contract_id;
        return body;
      }}
      fieldLabels={fieldLabels}
      createTitle="inspections.form.create"
      editTitle={(inspection, format) =>
        format.formatMessage({ id: 'inspections.form.edit' }, { number: inspection.number })
      }
      backHref={id === undefined ? `/parks/${parkId}` : `/inspections/${id}`}
      locked={(inspection) =>
        inspection.status === 'signed' && <SignedInspection inspection={inspection} />
      }
      afterSaveHref={(inspection) => `/inspections/${inspection.id}`}
    >
      {(_form, inspection) => (
        <>
          <FormSection titleId="inspections.form.section.inspection">
            <FormGridItem width="lg">
              <TextField
                label={intl.formatMessage({ id: 'inspections.form.park' })}
                value={inspection?.park_name ?? park?.name ?? ''}
                isReadOnly
              />
            </FormGridItem>
            <FormSelect
              name="type"
              label={label('type')}
              options={types.map((type) => ({
                value: type,
                label: intl.formatMessage({ id: `enum.inspectionType.${type}` }),
              }))}
              isDisabled={inspection !== undefined || !isAdmin}
              isRequired
              width="md"
            />
            {!isAdmin && id === undefined && (
              <FormHint>{intl.formatMessage({ id: 'inspections.form.routineOnly' })}</FormHint>
            )}
            <FormDatePicker name="scheduled_for" label={label('scheduled_for')} width="sm" />
            {isAdmin && (
              <ReferenceField
                name="inspector_id"
                label={label('inspector_id')}
                resource={resources.adminUsers}
                labelOf={(user) => `${user.first_name} ${user.last_name}`.trim() || user.username}
                query={{ is_active: 'true' }}
                width="md"
              />
            )}
            {isAdmin && (
              <ReferenceField
                name="contract_id"
                label={label('contract_id')}
                resource={resources.customerContracts}
                labelOf={(contract) => contract.number}
                query={{ customer_id: inspection?.customer_id ?? park?.customer_id }}
                width="md"
              />
            )}
            {inspection && (
              <FormSelect
                name="status"
                label={label('status')}
                options={[
                  ...inspectionWritableStatuses.map((status) => ({
                    value: status,
                    label: intl.formatMessage({ id: `status.inspection.${status}` }),
                  })),
                ]}
                width="sm"
              />
            )}
            {id === undefined && (
              <FormHint>{intl.formatMessage({ id: 'inspections.form.itemsHint' })}</FormHint>
            )}
          </FormSection>
          <FormSection titleId="inspections.form.section.notes">
            <FormTextField name="weather" label={label('weather')} width="md" />
            <FormTextArea name="summary" label={label('summary')} />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}

/** `/inspections/create/{parkId}` and `/inspections/edit/{id}`: the inspection's header, full page. */
export function Component() {
  return <FormRoute catalog={inspectionsCatalog}>{(id) => <InspectionForm id={id} />}</FormRoute>;
}
