import type { CompletionMissingCode, InspectionItem, ItemOutcome } from '@altalena/contracts';

/** One thing completing the inspection still needs, on an item (the server's 409 entries). */
export interface MissingEntry {
  code: CompletionMissingCode;
  item: InspectionItem;
  /** The carried-forward finding to re-check (`recheck_required`). */
  findingId?: number;
}

/** Whether a finding carried forward was written in this inspection (any write raises its version). */
export function isRechecked(finding: InspectionItem['findings'][number]): boolean {
  return finding.carried_from_id === null || finding.version > 1;
}

/**
 * What completing still needs, in item order, by the rules the server enforces on completion
 * (docs/api.md#completing-an-inspection); `outcomeOf` gives an item's outcome with unsent changes.
 */
export function completionMissing(
  items: readonly InspectionItem[],
  outcomeOf: (item: InspectionItem) => ItemOutcome | null | undefined,
): MissingEntry[] {
  const missing: MissingEntry[] = [];
  for (const item of items) {
    const outcome = outcomeOf(item);
    if (outcome == null) missing.push({ code: 'outcome_required', item });
    else if (outcome === 'defect' && item.findings.length === 0) {
      missing.push({ code: 'finding_required', item });
    }
    for (const finding of item.findings) {
      if (!isRechecked(finding)) {
        missing.push({ code: 'recheck_required', item, findingId: finding.id });
      }
    }
  }
  return missing;
}
