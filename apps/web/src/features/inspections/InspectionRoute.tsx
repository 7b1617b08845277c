import { createInspectionWork, invalidateAfterWrite, type Resource } from '@altalena/api-client';
import type { Inspection } from '@altalena/contracts';
import { FeatureMessages } from '@altalena/i18n';
import { Button, Card, ConfirmDialog, Icon, Link, StatusBadge, useToast } from '@altalena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useOnline } from '../../offline/OutboxProvider';
import { ResourceDetailPage } from '../../scaffold/ResourceDetailPage';
import { errorMessage } from '../../scaffold/errorMessage';
import { DownloadButton } from '../../scaffold/DownloadButton';
import { useIdParam } from '../../scaffold/useIdParam';
import { useResources } from '../../scaffold/useResources';
import { inspectionsCatalog } from './catalog';
import { OfflineAvailability } from './day/OfflineAvailability';
import { dayCatalog } from './day/dayCatalog';
import { InspectionWork } from './work/InspectionWork';
import * as workStyles from './work/InspectionWork.css';

/** Signs a completed inspection, behind a confirmation (administrators). */
function SignAction({ inspection, resource }: { inspection: Inspection; resource: Resource }) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { client } = useServices();
  const online = useOnline();
  if (!online)
    // Signing is the server's act on what it holds: it waits for the connection, and says so.
    return (
      <span className={workStyles.summary}>
        <Button isDisabled aria-describedby={`sign-offline-${inspection.id}`}>
          <Icon name="shield" size="sm" />
          {intl.formatMessage({ id: 'inspections.work.sign' })}
        </Button>
        <span id={`sign-offline-${inspection.id}`} className={workStyles.findingMeta}>
          {intl.formatMessage({ id: 'inspections.work.signOffline' })}
        </span>
      </span>
    );
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

/**
 * Where the inspection's quote stands, with the way to it; for administrators, "Create quote" on a
 * completed or signed inspection with open findings and no quote yet.
 */
function QuoteSection({ inspection }: { inspection: Inspection }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const isAdmin = useCurrentUser().is_admin;
  const status = inspection.quote_status;
  const canCreate =
    isAdmin &&
    status === null &&
    (inspection.status === 'completed' || inspection.status === 'signed') &&
    inspection.open_findings_count > 0;
  // A customer sees a quote once it is sent: never a draft, nor one cancelled before it went out.
  const shown = status !== null && (isAdmin || (status !== 'draft' && status !== 'cancelled'));
  if (!shown && !canCreate) return null;
  return (
    <Card
      title={intl.formatMessage({ id: 'inspections.quote.title' })}
      actions={
        canCreate && (
          <Button size="sm" onPress={() => void navigate(`/quotes/create/${inspection.id}`)}>
            <Icon name="plus" size="sm" />
            {intl.formatMessage({ id: 'inspections.quote.create' })}
          </Button>
        )
      }
    >
      {shown ? (
        <div className={workStyles.summary}>
          <StatusBadge kind="quote" value={status} />
          <Link href={`/quotes/${inspection.id}`}>
            {intl.formatMessage({ id: 'inspections.quote.open' })}
          </Link>
        </div>
      ) : (
        <p>
          {intl.formatMessage(
            { id: 'inspections.quote.toQuote' },
            { count: inspection.open_findings_count },
          )}
        </p>
      )}
    </Card>
  );
}

function InspectionPage({ id }: { id: number }) {
  const intl = useIntl();
  const resources = useResources();
  const { client } = useServices();
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
      descriptionOf={(inspection) => (
        <span className={workStyles.summary}>
          <StatusBadge kind="inspection" value={inspection.status} />
          <OfflineAvailability inspectionId={inspection.id} />
        </span>
      )}
      editHref={(inspection) =>
        open(inspection) ? `/inspections/edit/${inspection.id}` : undefined
      }
      canDelete={(inspection) => isAdmin && inspection.status !== 'signed'}
      actions={(inspection) => (
        <>
          {isAdmin && inspection.status === 'completed' && (
            <SignAction inspection={inspection} resource={resources.inspections} />
          )}
          {inspection.status === 'signed' && (
            // The signed report: the same bytes every time.
            <DownloadButton
              download={() => createInspectionWork(client).downloadReport(inspection.id)}
              filename={`${inspection.number.replace('/', '-')}.pdf`}
              label={intl.formatMessage({ id: 'inspections.work.report' })}
            />
          )}
        </>
      )}
    >
      {(inspection) => (
        <>
          <QuoteSection inspection={inspection} />
          <InspectionWork id={id} />
        </>
      )}
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
      <FeatureMessages catalog={dayCatalog}>
        <InspectionPage id={id} />
      </FeatureMessages>
    </FeatureMessages>
  );
}
