import type { ApiFailure } from '@altalena/api-client';
import type { InspectionItem } from '@altalena/contracts';
import { useMemo } from 'react';
import { failureOf, type ItemEdit } from '../../../offline/outbox';
import { useInspectionOutbox, type InspectionOutbox } from '../../../offline/useInspectionOutbox';

export type { ItemEdit };

/** Where an item's unsaved change stands. */
export type ItemSaveState =
  | { kind: 'saving' }
  | { kind: 'retrying'; attempt: number }
  | { kind: 'conflict'; theirs: InspectionItem }
  | { kind: 'failed'; failure: ApiFailure };

/** The item edits of one inspection as the page records them (through the outbox). */
export interface ItemSaveQueue {
  /** The unsaved change of an item, to show over what the server sent. */
  editOf(itemId: number): ItemEdit | undefined;
  /** Records a change of an item read at `version`. */
  change(itemId: number, edit: ItemEdit, version: number): void;
  /** After a conflict: keep this device's change, now on the other version. */
  keepMine(itemId: number): void;
  /** After a conflict: drop this device's change and keep what the server has. */
  keepTheirs(itemId: number): void;
  /** Whether any change of the inspection waits for the server. */
  hasPending: boolean;
}

/**
 * The item saves of one inspection (docs/web.md#outbox): each change goes into the user's durable
 * outbox, shown at once, and its state (sending, waiting, conflict, refused) is read back per item.
 */
export function useItemSaves(inspectionId: number): {
  queue: ItemSaveQueue;
  states: ReadonlyMap<number, ItemSaveState>;
  work: InspectionOutbox;
} {
  const work = useInspectionOutbox(inspectionId);
  return useMemo(() => {
    const { outbox, entries, online } = work;
    const states = new Map<number, ItemSaveState>();
    for (const entry of entries) {
      if (entry.change.kind !== 'item') continue;
      const { state } = entry;
      const itemId = entry.change.itemId;
      if (state.kind === 'conflict')
        states.set(itemId, { kind: 'conflict', theirs: state.theirs as InspectionItem });
      else if (state.kind === 'refused')
        states.set(itemId, { kind: 'failed', failure: failureOf(state) });
      else if (!online || state.attempt > 0)
        states.set(itemId, { kind: 'retrying', attempt: state.attempt });
      else states.set(itemId, { kind: 'saving' });
    }
    const seqOf = (itemId: number) => work.itemEntry(itemId)?.seq;
    const queue: ItemSaveQueue = {
      editOf: work.itemEdit,
      change: (itemId, edit, version) =>
        void outbox.add(inspectionId, { kind: 'item', itemId, edit, version }),
      keepMine: (itemId) => {
        const seq = seqOf(itemId);
        if (seq !== undefined) void outbox.keepMine(seq);
      },
      keepTheirs: (itemId) => {
        const seq = seqOf(itemId);
        if (seq !== undefined) void outbox.discard(seq);
      },
      hasPending: entries.length > 0,
    };
    return { queue, states, work };
  }, [work, inspectionId]);
}
