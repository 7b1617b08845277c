import { inspectorDayQuery, invalidateAfterWrite, resourceQueries } from '@altalena/api-client';
import type { DayDueRow, DayInspection } from '@altalena/contracts';
import {
  Alert,
  Badge,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  Inline,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  useToast,
} from '@altalena/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../../app/ServicesContext';
import { useCurrentUser } from '../../../app/useCurrentUser';
import type { DownloadRecord } from '../../../offline/db';
import { useOfflineDownloads } from '../../../offline/useOfflineDownloads';
import { errorMessage } from '../../../scaffold/errorMessage';
import { formatDay, formatInstant, todayInItaly } from '../../../scaffold/format';
import { useDocumentTitle } from '../../../scaffold/useDocumentTitle';
import { useResources } from '../../../scaffold/useResources';
import { useIsPhone } from '../../../scaffold/useIsPhone';
import { byDistance, type Place } from './distance';
import * as styles from './MyDay.css';
import { useDevicePosition, type PositionState } from './useDevicePosition';
import { useOnline } from './useOnline';

/** Below this a distance is said in metres, above in kilometres. */
const METRES_SHOWN_BELOW = 1000;

function formatDistance(intl: IntlShape, metres: number): string {
  const distance =
    metres < METRES_SHOWN_BELOW
      ? intl.formatNumber(Math.round(metres), { style: 'unit', unit: 'meter' })
      : intl.formatNumber(metres / 1000, {
          style: 'unit',
          unit: 'kilometer',
          maximumFractionDigits: 1,
        });
  return intl.formatMessage({ id: 'day.distance' }, { distance });
}

const inspectionPlace = (row: DayInspection): Place => ({
  latitude: row.park_latitude,
  longitude: row.park_longitude,
});
const duePlace = (row: DayDueRow): Place => ({
  latitude: row.park_latitude,
  longitude: row.park_longitude,
});

/** What the screen says about the position, with the way to give it. */
function PositionNote({
  state,
  onLocate,
  onDecline,
}: {
  state: PositionState;
  onLocate: () => void;
  onDecline: () => void;
}) {
  const intl = useIntl();
  if (state.kind === 'ask') {
    return (
      <Alert tone="info">
        <Stack space="sm">
          <p className={styles.offline}>{intl.formatMessage({ id: 'day.position.why' })}</p>
          <Inline space="sm" alignY="center" marginTop="xs">
            <Button onPress={onLocate}>{intl.formatMessage({ id: 'day.position.use' })}</Button>
            <Button variant="secondary" onPress={onDecline}>
              {intl.formatMessage({ id: 'day.position.notNow' })}
            </Button>
          </Inline>
        </Stack>
      </Alert>
    );
  }
  if (state.kind === 'locating') {
    return (
      <p role="status" className={styles.offline}>
        {intl.formatMessage({ id: 'day.position.locating' })}
      </p>
    );
  }
  if (state.kind === 'refused' || state.kind === 'unavailable') {
    return (
      <p role="status" className={styles.offline}>
        {intl.formatMessage({
          id: state.kind === 'refused' ? 'day.position.refused' : 'day.position.unavailable',
        })}
      </p>
    );
  }
  return null;
}

/** The download of one inspection: its state, or the button. */
function DownloadControl({
  record,
  onDownload,
}: {
  record: DownloadRecord | undefined;
  onDownload: () => Promise<void>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await onDownload();
    } catch {
      toast.show({ tone: 'error', message: intl.formatMessage({ id: 'day.downloadFailed' }) });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {record && (
        <p className={styles.offline}>
          <Icon name="check" size="sm" />
          {intl.formatMessage(
            { id: 'day.downloaded' },
            { time: formatInstant(intl, record.downloadedAt) },
          )}
        </p>
      )}
      <Button variant="secondary" size="sm" isPending={pending} onPress={() => void run()}>
        <Icon name="download" size="sm" />
        {intl.formatMessage({ id: pending ? 'day.downloading' : 'day.download' })}
      </Button>
    </>
  );
}

/**
 * "Start" on a park due: creates the inspection of the type due, today, with the one who taps as its
 * inspector, and opens it. One tap in the park; the number comes from the server, so it needs a connection.
 */
function StartInspection({ row, online }: { row: DayDueRow; online: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resources = useResources();
  const user = useCurrentUser();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      const answer = await resources.inspections.create({
        park_id: row.park_id,
        type: row.inspection_type,
        inspector_id: user.id,
        scheduled_for: todayInItaly(),
      });
      if (answer.error) {
        toast.show({ tone: 'error', message: errorMessage(intl, answer) });
        return;
      }
      queryClient.setQueryData(
        resourceQueries(resources.inspections).detailKey(answer.data.id),
        answer.data,
      );
      await invalidateAfterWrite(queryClient, resources.inspections);
      await navigate(`/inspections/${answer.data.id}`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button isPending={pending} isDisabled={!online} onPress={() => void start()}>
      {intl.formatMessage({ id: 'day.start' })}
    </Button>
  );
}

function Entry({ title, meta, actions }: { title: string; meta: ReactNode; actions: ReactNode }) {
  return (
    <li className={styles.entry}>
      <h3 className={styles.entryTitle}>{title}</h3>
      <p className={styles.meta}>{meta}</p>
      <Inline space="sm" alignY="center" marginTop="xs">
        {actions}
      </Inline>
    </li>
  );
}

/** How much the device holds, whether it keeps it, and "remove offline data". */
function OfflineStorage({
  storage,
  count,
  onRemove,
}: {
  storage: ReturnType<typeof useOfflineDownloads>['storage'];
  count: number;
  onRemove: () => Promise<void>;
}) {
  const intl = useIntl();
  const toast = useToast();
  if (count === 0 || !storage) return null;
  const bytes = (value: number) =>
    intl.formatNumber(value / 1_000_000, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
  return (
    <Stack as="section" space="md" aria-labelledby="day-storage">
      <h2 id="day-storage" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'day.storage.title' })}
      </h2>
      <p className={styles.offline}>
        {intl.formatMessage(
          { id: 'day.storage.used' },
          { used: bytes(storage.usage), quota: bytes(storage.quota) },
        )}
      </p>
      <p className={styles.offline}>
        {intl.formatMessage({
          id: storage.persisted ? 'day.storage.persisted' : 'day.storage.notPersisted',
        })}
      </p>
      <Inline space="sm" alignY="center" marginTop="xs">
        <ConfirmDialog
          title={intl.formatMessage({ id: 'day.storage.removeTitle' })}
          message={intl.formatMessage({ id: 'day.storage.removeBody' })}
          confirmLabel={intl.formatMessage({ id: 'day.storage.remove' })}
          onConfirm={async () => {
            await onRemove();
            toast.show({
              tone: 'success',
              message: intl.formatMessage({ id: 'day.storage.removed' }),
            });
          }}
          trigger={
            <Button variant="secondary">
              <Icon name="trash" size="sm" />
              {intl.formatMessage({ id: 'day.storage.remove' })}
            </Button>
          }
        />
      </Inline>
    </Stack>
  );
}

/**
 * "My day" (docs/web.md#my-day): the signed-in inspector's open inspections, then the parks overdue or
 * coming due, nearest first when the device's position is known, each with one tap to start or continue;
 * downloads for offline use with the storage they take.
 */
export function MyDay({ listHref }: { listHref: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const { client } = useServices();
  const heading = intl.formatMessage({ id: 'day.title' });
  useDocumentTitle(heading);
  const online = useOnline();
  const isPhone = useIsPhone();
  const dayQuery = inspectorDayQuery(client);
  const day = useQuery(dayQuery);
  const position = useDevicePosition();
  const here = position.state.kind === 'located' ? position.state.place : null;
  const downloads = useOfflineDownloads({ persist: isPhone });
  const [downloadingAll, setDownloadingAll] = useState(false);

  const mine = byDistance(day.data?.inspections ?? [], inspectionPlace, here);
  const due = byDistance(day.data?.due ?? [], duePlace, here);
  const distance = (metres: number | null) =>
    metres === null ? null : <span>{formatDistance(intl, metres)}</span>;

  const downloadAll = async () => {
    setDownloadingAll(true);
    try {
      const ids = mine.map(({ row }) => row.id);
      await downloads.download(ids, [dayQuery]);
      toast.show({
        tone: 'success',
        message: intl.formatMessage({ id: 'day.downloadedAll' }, { count: ids.length }),
      });
    } catch {
      toast.show({ tone: 'error', message: intl.formatMessage({ id: 'day.downloadFailed' }) });
    } finally {
      setDownloadingAll(false);
    }
  };

  let body: ReactNode;
  if (day.isError && day.data === undefined) {
    body = (
      <Alert tone="danger" title={intl.formatMessage({ id: 'day.loadFailed' })}>
        <Button variant="secondary" onPress={() => void day.refetch()}>
          {intl.formatMessage({ id: 'day.retry' })}
        </Button>
      </Alert>
    );
  } else if (day.data === undefined) {
    body = <Skeleton shape="rect" height="12rem" />;
  } else {
    body = (
      <>
        <Stack as="section" space="md" aria-labelledby="day-mine">
          <h2 id="day-mine" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'day.mine.title' })}
          </h2>
          {mine.length === 0 ? (
            <p className={styles.offline}>{intl.formatMessage({ id: 'day.mine.empty' })}</p>
          ) : (
            <Stack as="ul" space="sm">
              {mine.map(({ row, metres }) => (
                <Entry
                  key={row.id}
                  title={row.park_name}
                  meta={
                    <>
                      <span>{intl.formatMessage({ id: `enum.inspectionType.${row.type}` })}</span>
                      <StatusBadge kind="inspection" value={row.status} />
                      {row.scheduled_for && (
                        <span>
                          {intl.formatMessage(
                            { id: 'day.scheduledFor' },
                            { date: formatDay(intl, row.scheduled_for) },
                          )}
                        </span>
                      )}
                      <span>{row.park_city}</span>
                      {distance(metres)}
                    </>
                  }
                  actions={
                    <>
                      <Button onPress={() => void navigate(`/inspections/${row.id}`)}>
                        {intl.formatMessage({
                          id: row.status === 'in_progress' ? 'day.continue' : 'day.start',
                        })}
                      </Button>
                      <DownloadControl
                        record={downloads.records.get(row.id)}
                        onDownload={() => downloads.download([row.id], [dayQuery])}
                      />
                    </>
                  }
                />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack as="section" space="md" aria-labelledby="day-due">
          <h2 id="day-due" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'day.due.title' }, { days: day.data.within_days })}
          </h2>
          {!online && due.length > 0 && (
            <p className={styles.offline}>
              {intl.formatMessage({ id: 'day.due.needsConnection' })}
            </p>
          )}
          {due.length === 0 ? (
            <EmptyState title={intl.formatMessage({ id: 'day.due.empty' })} />
          ) : (
            <Stack as="ul" space="sm">
              {due.map(({ row, metres }) => (
                <Entry
                  key={`${row.park_id}-${row.inspection_type}`}
                  title={row.park_name}
                  meta={
                    <>
                      <span>
                        {intl.formatMessage({ id: `enum.inspectionType.${row.inspection_type}` })}
                      </span>
                      <Badge tone={row.overdue ? 'danger' : 'warning'}>
                        {intl.formatMessage(
                          { id: row.overdue ? 'day.due.overdue' : 'day.due.dueOn' },
                          { date: formatDay(intl, row.next_due_on) },
                        )}
                      </Badge>
                      <span>{row.park_city}</span>
                      {distance(metres)}
                    </>
                  }
                  actions={
                    row.open_inspection_id === null ? (
                      <StartInspection row={row} online={online} />
                    ) : (
                      <Button
                        variant="secondary"
                        onPress={() => void navigate(`/inspections/${row.open_inspection_id}`)}
                      >
                        {intl.formatMessage({ id: 'day.continue' })}
                      </Button>
                    )
                  }
                />
              ))}
            </Stack>
          )}
        </Stack>
        <OfflineStorage
          storage={downloads.storage}
          count={downloads.records.size}
          onRemove={downloads.removeAll}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={heading}
        description={intl.formatMessage({ id: 'day.description' })}
        breadcrumbs={<Breadcrumbs items={[{ id: 'day', label: heading }]} />}
        actions={
          <Inline space="sm" alignY="center" marginTop="xs">
            {mine.length > 0 && (
              <Button
                variant="secondary"
                isPending={downloadingAll}
                isDisabled={!online}
                onPress={() => void downloadAll()}
              >
                <Icon name="download" size="sm" />
                {intl.formatMessage({ id: 'day.downloadAll' })}
              </Button>
            )}
            <Button variant="secondary" onPress={() => void navigate(listHref)}>
              {intl.formatMessage({ id: 'day.allInspections' })}
            </Button>
          </Inline>
        }
      />
      {!online && <Alert tone="warning">{intl.formatMessage({ id: 'day.offline.banner' })}</Alert>}
      <PositionNote
        state={position.state}
        onLocate={position.locate}
        onDecline={position.decline}
      />
      {body}
    </div>
  );
}
