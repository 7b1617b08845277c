import type { ApiResponse } from '@altalena/api-client';
import type { Finding, FindingPatch, FindingWrite } from '@altalena/contracts';
import { useMemo } from 'react';
import {
  newClientId,
  type FindingRef,
  type ItemEdit,
  type Outbox,
  type OutboxChange,
  type OutboxEntry,
} from './outbox';
import { useOnline, useOutbox, useOutboxEntries } from './OutboxProvider';
import { shrinkPhoto } from './shrinkPhoto';

type Change<K extends OutboxChange['kind']> = Extract<OutboxChange, { kind: K }>;

const ok = <T>(data: T, status = 200): ApiResponse<T> => ({
  status,
  statusText: '',
  error: false,
  data,
  headers: new Headers(),
});

/** The finding a queued creation shows as until the server gives it its id (a negative id: its row). */
export function queuedFinding(entry: OutboxEntry): Finding {
  const change = entry.change as Change<'finding.create'>;
  const { body } = change;
  return {
    id: -entry.seq,
    version: 0,
    item_id: body.item_id,
    description: body.description,
    standard_ref: body.standard_ref ?? null,
    risk_level: body.risk_level,
    timeframe: body.timeframe ?? null,
    recommended_action: body.recommended_action,
    make_safe: body.make_safe ?? 'none',
    status: body.status ?? 'open',
    carried_from_id: null,
    // The server sets when it is due once it has the finding; a finding just made is not late.
    due_by: null,
    late: false,
    created_at: entry.createdAt,
    updated_at: entry.createdAt,
  };
}

/** What a finding shown on the page refers to in the outbox: its server id, or its creation's client id. */
export function findingRefOf(finding: Finding, entries: readonly OutboxEntry[]): FindingRef {
  if (finding.id > 0) return finding.id;
  const entry = entries.find((each) => each.seq === -finding.id);
  return entry?.change.kind === 'finding.create' ? entry.change.clientId : finding.id;
}

/** Photos made upright and small, with client ids, ready to queue for a finding (in the order chosen). */
export async function photoChanges(
  findingId: FindingRef,
  files: readonly File[],
): Promise<{ change: OutboxChange; blob: Blob }[]> {
  const changes: { change: OutboxChange; blob: Blob }[] = [];
  for (const file of files) {
    const small = await shrinkPhoto(file);
    changes.push({
      change: {
        kind: 'photo',
        clientId: newClientId('photo'),
        findingId,
        filename: small.name,
        type: small.type,
      },
      blob: small,
    });
  }
  return changes;
}

/** The changes of one inspection that wait, read for the page: what to show over what the server sent. */
export interface InspectionOutbox {
  outbox: Outbox;
  entries: readonly OutboxEntry[];
  online: boolean;
  /** An item's queued edits, merged in order. */
  itemEdit(itemId: number): ItemEdit | undefined;
  /** The item's change that waits, if any. */
  itemEntry(itemId: number): OutboxEntry | undefined;
  /** Findings created on this device and not yet on the server, on an item. */
  newFindings(itemId: number): Finding[];
  /** A finding with the updates queued for it applied. */
  withUpdates(finding: Finding): Finding;
  /** The changes of a finding (its creation, updates, photos) that wait. */
  findingEntries(finding: Finding): OutboxEntry[];
  /** Whether completing the inspection waits to be sent. */
  completing: boolean;
  /** Records a finding's re-check (or any change of it), on top of what waits. */
  updateFinding(finding: Finding, body: FindingPatch): Promise<void>;
}

/** The outbox as the inspection page reads and writes it (docs/web.md#outbox). */
export function useInspectionOutbox(inspectionId: number): InspectionOutbox {
  const outbox = useOutbox();
  const all = useOutboxEntries();
  const online = useOnline();
  return useMemo(() => {
    const entries = all.filter((entry) => entry.inspectionId === inspectionId);
    const creationOf = (finding: Finding) =>
      finding.id < 0 ? entries.find((each) => each.seq === -finding.id) : undefined;
    return {
      outbox,
      entries,
      online,
      itemEdit(itemId) {
        let edit: ItemEdit | undefined;
        for (const entry of entries) {
          if (entry.change.kind === 'item' && entry.change.itemId === itemId)
            edit = { ...edit, ...entry.change.edit };
        }
        return edit;
      },
      itemEntry: (itemId) =>
        entries.find((entry) => entry.change.kind === 'item' && entry.change.itemId === itemId),
      newFindings: (itemId) =>
        entries
          .filter(
            (entry) =>
              entry.change.kind === 'finding.create' && entry.change.body.item_id === itemId,
          )
          .map(queuedFinding),
      withUpdates(finding) {
        let result = finding;
        for (const entry of entries) {
          if (entry.change.kind === 'finding.update' && entry.change.findingId === finding.id)
            result = { ...result, ...(entry.change.body as Partial<Finding>) };
        }
        return result;
      },
      findingEntries(finding) {
        const ref = findingRefOf(finding, entries);
        return entries.filter(
          (entry) =>
            (entry.change.kind === 'finding.create' && entry.change.clientId === ref) ||
            ((entry.change.kind === 'finding.update' || entry.change.kind === 'photo') &&
              entry.change.findingId === ref),
        );
      },
      completing: entries.some((entry) => entry.change.kind === 'complete'),
      async updateFinding(finding, body) {
        const creation = creationOf(finding);
        if (creation?.change.kind === 'finding.create') {
          // Not on the server yet: the change goes into the creation itself.
          await outbox.retry(creation.seq, {
            ...creation.change,
            body: { ...creation.change.body, ...(body as Partial<FindingWrite>) },
          });
          return;
        }
        await outbox.add(inspectionId, {
          kind: 'finding.update',
          findingId: finding.id,
          body,
          version: finding.version,
        });
      },
    } satisfies InspectionOutbox;
  }, [all, outbox, online, inspectionId]);
}

/**
 * The findings resource of the finding dialog, through the outbox: a creation or change is queued
 * (with the photos chosen in the dialog) and answered at once with the finding as it will be, so that
 * the dialog works the same with or without a connection.
 */
export function queuedFindingWrites<R extends object>(
  resource: R,
  work: InspectionOutbox,
  inspectionId: number,
  photos: () => readonly File[],
  current?: Finding,
): R {
  return {
    ...resource,
    async create(body: FindingWrite) {
      const clientId = newClientId('finding');
      // The photos are made small first: the finding and its photos are then queued together.
      const photoRows = await photoChanges(clientId, photos());
      const [entry] = await work.outbox.addAll(inspectionId, [
        { change: { kind: 'finding.create', clientId, body } },
        ...photoRows,
      ]);
      return ok(queuedFinding(entry!), 201);
    },
    async update(_id: number, body: FindingPatch) {
      if (current) {
        const photoRows = await photoChanges(findingRefOf(current, work.entries), photos());
        if (Object.keys(body).length > 0) await work.updateFinding(current, body);
        if (photoRows.length > 0) await work.outbox.addAll(inspectionId, photoRows);
      }
      return ok({ ...current!, ...(body as Partial<Finding>) });
    },
  };
}
