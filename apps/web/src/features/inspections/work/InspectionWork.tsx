import { resourceQueries } from '@altalena/api-client';
import type { Finding, InspectionDetail, InspectionItem } from '@altalena/contracts';
import { Alert, Button, Card, Link, ProgressBar, StatusBadge, useToast } from '@altalena/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/useCurrentUser';
import { failureOf } from '../../../offline/outbox';
import { SyncIndicator } from '../../../offline/SyncIndicator';
import { queuedFindingWrites } from '../../../offline/useInspectionOutbox';
import { FindingPhotos } from './FindingPhotos';
import { PhotoPicker } from './PhotoPicker';
import { errorMessage } from '../../../scaffold/errorMessage';
import { formatInstant } from '../../../scaffold/format';
import { useIsPhone } from '../../../scaffold/useIsPhone';
import { useResources } from '../../../scaffold/useResources';
import { ScanAction } from '../../../shared/labels/ScanAction';
import { usePositions } from '../../../shared/labels/usePositions';
import { AllRemainingOk } from './AllRemainingOk';
import { CompletionChecklist } from './CompletionChecklist';
import { completionMissing } from './completionMissing';
import { useInspectionFindings } from './inspectionFindings';
import { itemAnchor, jumpToItem } from './itemAnchor';
import { ItemCard } from './ItemCard';
import { itemName } from '../../../shared/inspectionItems/itemName';
import * as styles from './InspectionWork.css';
import { saveItemOutcome } from './saveItemOutcome';
import { useItemSaves } from './useItemSaves';

// The finding form (react-hook-form, selects, uploads) loads apart from the page; it is fetched as soon
// as the page shows, so that a dropped connection in the park does not keep the form from opening.
const loadFindingDialog = () => import('./FindingDialog');
const FindingDialog = lazy(() =>
  loadFindingDialog().then((module) => ({ default: module.FindingDialog })),
);

/** Whether the user may still change the inspection (the server decides; this mirrors it). */
export function isEditable(inspection: InspectionDetail, isAdmin: boolean): boolean {
  if (inspection.status === 'signed' || inspection.status === 'cancelled') return false;
  return isAdmin || inspection.type === 'routine_visual';
}

function Summary({ inspection, done }: { inspection: InspectionDetail; done: number }) {
  const intl = useIntl();
  const total = inspection.items.length;
  return (
    <Card>
      <div className={styles.itemBody}>
        <div className={styles.summary}>
          <Link href={`/parks/${inspection.park_id}`}>{inspection.park_name}</Link>
          <span>{intl.formatMessage({ id: `enum.inspectionType.${inspection.type}` })}</span>
          {inspection.performed_at && <span>{formatInstant(intl, inspection.performed_at)}</span>}
          {inspection.inspector_name && <span>{inspection.inspector_name}</span>}
        </div>
        <div className={styles.summary}>
          {inspection.outcome && inspection.status !== 'scheduled' && (
            <StatusBadge kind="outcome" value={inspection.outcome} />
          )}
          {inspection.overall_risk && <StatusBadge kind="risk" value={inspection.overall_risk} />}
        </div>
        <ProgressBar
          label={intl.formatMessage({ id: 'inspections.work.progress' }, { done, total })}
          value={done}
          maxValue={Math.max(total, 1)}
          hideValue
        />
        {inspection.signed_at && (
          <p className={styles.findingMeta}>
            {intl.formatMessage(
              { id: 'inspections.work.signedBy' },
              {
                name: inspection.signed_by_name ?? '',
                date: formatInstant(intl, inspection.signed_at),
              },
            )}
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * The work on an inspection (docs/web.md#outbox): its items, equipment first, each recorded
 * with one tap and saved as it changes; findings per item; completion once every item has an outcome.
 */
export function InspectionWork({ id }: { id: number }) {
  const intl = useIntl();
  const toast = useToast();
  const resources = useResources();
  const isAdmin = useCurrentUser().is_admin;
  const isPhone = useIsPhone();
  const detail = useQuery(resourceQueries(resources.inspections).detail(id));
  const { queue, states, work } = useItemSaves(id);
  const findings = useInspectionFindings(id);
  const [dialog, setDialog] = useState<{ item: InspectionItem; finding?: Finding; key: number }>();
  const inspection = detail.data;
  const editable = inspection !== undefined && isEditable(inspection, isAdmin);
  const outcomeOf = (item: InspectionItem) => {
    const pending = queue.editOf(item.id)?.outcome;
    return pending !== undefined ? pending : item.outcome;
  };
  const positions = usePositions(
    inspection,
    editable,
    inspection?.items.some((item) => outcomeOf(item) != null) ?? false,
  );
  // The item a label led to (`?item=`, from `/q/{code}` or a scan) is brought into view once shown.
  const [params, setParams] = useSearchParams();
  const focusedItem = Number(params.get('item')) || undefined;
  const [focusRound, setFocusRound] = useState(0);
  const itemsShown = inspection !== undefined;
  useEffect(() => {
    if (editable) void loadFindingDialog();
  }, [editable]);
  useEffect(() => {
    if (!itemsShown || focusedItem === undefined) return;
    document
      .getElementById(itemAnchor(focusedItem))
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [itemsShown, focusedItem, focusRound]);
  if (!inspection) return null;

  const readOnly = !isEditable(inspection, isAdmin);
  const done = inspection.items.filter((item) => outcomeOf(item) != null).length;
  // What the page shows: the server's items with the changes of findings that wait in the outbox.
  const shown = inspection.items.map((item) => ({
    ...item,
    findings: [...item.findings.map(work.withUpdates), ...work.newFindings(item.id)],
  }));
  // A re-check waiting in the outbox counts: the outbox sends it before the completion queued after it.
  const missing = completionMissing(
    shown.map((item) => ({
      ...item,
      findings: item.findings.map((finding) =>
        work.findingEntries(finding).some((entry) => entry.change.kind === 'finding.update')
          ? { ...finding, version: finding.version + 1 }
          : finding,
      ),
    })),
    outcomeOf,
  );
  const remaining = inspection.items.filter((item) => outcomeOf(item) == null);
  const equipment = shown.filter((item) => item.toy_id !== null);
  const site = shown.filter((item) => item.toy_id === null);

  const focusItem = (itemId: number) => {
    setParams({ item: String(itemId) }, { replace: true });
    setFocusRound((round) => round + 1);
  };

  // Completing goes through the outbox after every change made before it (docs/web.md#outbox).
  const complete = async () => {
    const entry = await work.outbox.add(id, { kind: 'complete', version: inspection.version });
    positions.atCompletion(id);
    if (!work.online) {
      toast.show({
        tone: 'info',
        message: intl.formatMessage({ id: 'inspections.work.completeQueued' }),
      });
      return;
    }
    await work.outbox.flush();
    const left = work.outbox.getEntries().find((each) => each.seq === entry.seq);
    if (!left)
      toast.show({
        tone: 'success',
        message: intl.formatMessage({ id: 'inspections.work.completed' }),
      });
    else if (left.state.kind === 'refused')
      toast.show({ tone: 'error', message: errorMessage(intl, failureOf(left.state)) });
  };

  const group = (
    titleId: 'inspections.work.equipment' | 'inspections.work.site',
    items: InspectionItem[],
  ) =>
    items.length > 0 && (
      <section className={styles.itemBody} aria-label={intl.formatMessage({ id: titleId })}>
        <h2 className={styles.groupTitle}>{intl.formatMessage({ id: titleId })}</h2>
        <ul className={styles.group}>
          {items.map((item) => (
            <li
              key={item.id}
              id={itemAnchor(item.id)}
              tabIndex={-1}
              className={item.id === focusedItem ? styles.focusedItem : undefined}
            >
              <ItemCard
                item={item}
                queue={queue}
                state={states.get(item.id)}
                readOnly={readOnly}
                onAddFinding={(target) => setDialog({ item: target, key: Date.now() })}
                onEditFinding={(target, finding) =>
                  setDialog({ item: target, finding, key: Date.now() })
                }
                onRecheck={(finding, status) => void work.updateFinding(finding, { status })}
              />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className={styles.work}>
      <Summary inspection={inspection} done={done} />
      {!readOnly && equipment.length > 0 && (
        <div className={styles.toolbar}>
          <ScanAction inspection={inspection} onFound={focusItem} />
        </div>
      )}
      {inspection.status === 'signed' && (
        <Alert tone="info">{intl.formatMessage({ id: 'inspections.work.readOnly' })}</Alert>
      )}
      {inspection.status === 'cancelled' && (
        <Alert tone="warning">{intl.formatMessage({ id: 'inspections.work.cancelled' })}</Alert>
      )}
      {group('inspections.work.equipment', equipment)}
      {group('inspections.work.site', site)}
      {!readOnly && (inspection.status === 'scheduled' || inspection.status === 'in_progress') && (
        <CompletionChecklist missing={missing} onJump={jumpToItem} />
      )}
      {!readOnly && (inspection.status === 'scheduled' || inspection.status === 'in_progress') && (
        <div className={styles.footer}>
          {/* Where the bar stays at the bottom of a phone, the sync state is in it, not over it. */}
          {isPhone && <SyncIndicator placement="inline" />}
          <span className={styles.findingMeta}>
            {missing.length === 0
              ? intl.formatMessage(
                  { id: 'inspections.work.progress' },
                  { done, total: inspection.items.length },
                )
              : isPhone
                ? intl.formatMessage(
                    { id: 'inspections.work.missingCount' },
                    { count: missing.length },
                  )
                : intl.formatMessage({ id: 'inspections.work.completeHint' })}
          </span>
          <AllRemainingOk
            remaining={remaining}
            onConfirm={(items) => {
              for (const item of items) saveItemOutcome(queue, item, 'ok');
            }}
          />
          <Button
            isDisabled={missing.length > 0 || work.completing}
            onPress={() => void complete()}
          >
            {intl.formatMessage({ id: 'inspections.work.complete' })}
          </Button>
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <FindingDialog
            key={dialog.key}
            queueWrites={(photos) =>
              queuedFindingWrites(findings, work, id, photos, dialog.finding)
            }
            renderPhotos={(photos, onChange) => (
              <>
                {dialog.finding && dialog.finding.id < 0 && (
                  <FindingPhotos finding={dialog.finding} />
                )}
                <PhotoPicker photos={photos} onChange={onChange} />
              </>
            )}
            item={dialog.item}
            itemLabel={itemName(intl, dialog.item)}
            finding={dialog.finding}
            onClose={() => setDialog(undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
