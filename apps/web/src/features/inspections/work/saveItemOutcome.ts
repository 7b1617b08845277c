import type { InspectionItem, ItemOutcome } from '@altalena/contracts';
import type { ItemSaveQueue } from './useItemSaves';

/**
 * Records an item's outcome through the inspection's save queue: the one path the outcome buttons and
 * "all remaining ok" share, so that the queue behind it can be replaced in one place.
 */
export function saveItemOutcome(
  queue: ItemSaveQueue,
  item: Pick<InspectionItem, 'id' | 'version'>,
  outcome: ItemOutcome | null,
): void {
  queue.change(item.id, { outcome }, item.version);
}
