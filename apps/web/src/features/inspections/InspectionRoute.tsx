import { createInspectionWork, invalidateAfterWrite, type Resource } from '@altalena/api-client';
import type { Inspection } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Button, ConfirmDialog, Icon, StatusBadge, useToast } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext';
import { useCurrentUser } from '../../app/useCurrentUser';
import { ResourceDetailPage } from '../../scaffold/ResourceDetailPage';
import { errorMessage } from '../../scaffold/errorMessage';
import { downloadFile } from '../../scaffold/private/downloadFile';
import { useIdParam } from '../../scaffold/useIdParam';
import { useResources } from '../../scaffold/useResources';
import { inspectionsCatalog } from './catalog';
import { InspectionWork } from './work/InspectionWork';

/** Signs a completed inspection, behind a confirmation (administrators). */
function SignAction({ inspection, resource }: { inspection: Inspection; resource: Resource }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { client } = useServices();
  return (
    <ConfirmDialog
      title={intl.formatMessage(
        { id: 'inspections.work.sign.title' },
        { number: inspection.number },
      )}
      message={intl.formatMessage({ id: 'inspections.work.sign.body' })}
      confirmLabel={intl.formatMessage({ id: 'inspections.work.sign' })}
      onConfirm={async () => {
        const answer = await createInspectionWork(client).sign(inspection.id, inspection.version);
        if (answer.error) toast.show({ tone: 'error', message: errorMessage(intl, answer) });
        else
          toast.show({
            tone: 'success',
            message: intl.formatMessage({ id: 'inspections.work.signed' }),
          });
        await invalidateAfterWrite(queryClient, resource);
      }}
      trigger={
        <Button>
          <Icon name="shield" size="sm" />
          {intl.formatMessage({ id: 'inspections.work.sign' })}
        </Button>
      }
    />
  );
}

/** Downloads the signed report (the same bytes every time). */
function ReportAction({ inspection }: { inspection: Inspection }) {
  const intl = useIntl();
  const toast = useToast();
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      isPending={busy}
      onPress={async () => {
        setBusy(true);
        const answer = await createInspectionWork(client).downloadReport(inspection.id);
        setBusy(false);
        if (answer.error) toast.show({ tone: 'error', message: errorMessage(intl, answer) });
        else
          downloadFile(
            answer.data.blob,
            answer.data.filename ?? `${inspection.number.replace('/', '-')}.pdf`,
          );
      }}
    >
      <Icon name="download" size="sm" />
      {intl.formatMessage({ id: 'inspections.work.report' })}
    </Button>
  );
}

function InspectionPage({ id }: { id: number }) {
  const intl = useIntl();
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  const open = (inspection: Inspection) =>
    inspection.status !== 'signed' && (isAdmin || inspection.type === 'routine_visual');
  return (
    <ResourceDetailPage
      resource={resources.inspections}
      id={id}
      list={{ href: '/inspections', title: 'inspections.list.title' }}
      titleOf={(inspection) =>
        intl.formatMessage({ id: 'inspections.title' }, { number: inspection.number })
      }
      descriptionOf={(inspection) => <StatusBadge kind="inspection" value={inspection.status} />}
      editHref={(inspection) =>
        open(inspection) ? `/inspections/edit/${inspection.id}` : undefined
      }
      canDelete={(inspection) => isAdmin && inspection.status !== 'signed'}
      actions={(inspection) => (
        <>
          {isAdmin && inspection.status === 'completed' && (
            <SignAction inspection={inspection} resource={resources.inspections} />
          )}
          {inspection.status === 'signed' && <ReportAction inspection={inspection} />}
        </>
      )}
    >
      {() => <InspectionWork id={id} />}
    </ResourceDetailPage>
  );
}

/**
 * `/inspections/{id}`: the inspection page, where the inspection is carried out (items, outcomes,
 * findings), completed, signed by an administrator, and its report downloaded once signed.
 */
export function Component() {
  const id = useIdParam();
  return (
    <FeatureMessages catalog={inspectionsCatalog}>
      <InspectionPage id={id} />
    </FeatureMessages>
  );
}
