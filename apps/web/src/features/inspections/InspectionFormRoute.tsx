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
  schemaForm,
  useFieldLabel,
  useResources,
} from '../../scaffold';
import { DownloadButton } from '../../scaffold/DownloadButton';
import { inspectionsCatalog } from './catalog';
import * as styles from './InspectionFormRoute.css';

/**
 * A new inspection starts as a scheduled routine visual one. When it was performed is set by the work on
 * site, not by this form.
 */
const inspectionForm = schemaForm('inspection', inspectionWrite.omit({ performed_at: true }), {
  type: 'routine_visual',
  status: 'scheduled',
});

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
  const label = useFieldLabel(inspectionForm.fieldLabels);
  // Customer users record routine visual inspections only (docs/api.md#roles-and-scoping): the type is not
  // theirs to choose.
  const types = isAdmin ? inspectionTypes : (['routine_visual'] as const);
  return (
    <ResourceFormPage
      resource={resources.inspections}
      id={id}
      {...inspectionForm}
      emptyValues={{ ...inspectionForm.emptyValues, park_id: parkId }}
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
