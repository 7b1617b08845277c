import { Alert, Link, Stack } from '@altalena/ui';
import { useIntl } from 'react-intl';
import type { MissingEntry } from '../completionMissing';
import { itemName } from '../../../../shared/inspectionItems/itemName';
import * as styles from './CompletionChecklist.css';

/** Props of {@link CompletionChecklist}. */
export interface CompletionChecklistProps {
  /** What completing still needs, in item order. */
  missing: readonly MissingEntry[];
  /** Brings the item into view (each entry jumps to its item). */
  onJump: (itemId: number) => void;
}

/**
 * What the inspection still needs before it can be completed, listed before the inspector taps
 * "Complete": each entry names its item and what to do, and jumps to it.
 */
export function CompletionChecklist({ missing, onJump }: CompletionChecklistProps) {
  const intl = useIntl();
  if (missing.length === 0) return null;
  const titleId = 'inspection-completion-missing';
  return (
    <Alert tone="warning">
      <Stack as="section" space="sm" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'inspections.missing.title' }, { count: missing.length })}
        </h2>
        <Stack as="ul" space="xs">
          {missing.map((entry) => (
            <li
              key={`${entry.code}-${entry.item.id}-${entry.findingId ?? 0}`}
              className={styles.entry}
            >
              <Link onPress={() => onJump(entry.item.id)}>
                {intl.formatMessage(
                  { id: `inspections.missing.${entry.code}` },
                  { item: itemName(intl, entry.item) },
                )}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}
