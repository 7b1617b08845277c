import type { Finding } from '@altalena/contracts';
import { Button, cx } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { failureOf } from '../../../../offline/outbox';
import { useOnline, useOutbox, useOutboxEntries } from '../../../../offline/OutboxProvider';
import { findingRefOf } from '../../../../offline/useInspectionOutbox';
import { errorMessage } from '../../../../scaffold/errorMessage';
import * as styles from '../InspectionWork.css';

/** Props of {@link FindingOutboxState}. */
export interface FindingOutboxStateProps {
  finding: Finding;
}

/**
 * Whether a finding's changes (its creation, re-check, photos) reached the server: "not sent yet" while
 * they wait, and for one the server refused or that clashes with someone else's, the reason and the
 * inspector's choice (send again, keep mine, use theirs, discard). Nothing once all is saved.
 */
export function FindingOutboxState({ finding }: FindingOutboxStateProps) {
  const intl = useIntl();
  const outbox = useOutbox();
  const online = useOnline();
  const entries = useOutboxEntries();
  const ref = findingRefOf(finding, entries);
  const mine = entries.filter(
    (entry) =>
      (entry.change.kind === 'finding.create' && entry.change.clientId === ref) ||
      ((entry.change.kind === 'finding.update' || entry.change.kind === 'photo') &&
        entry.change.findingId === ref),
  );
  if (mine.length === 0) return null;
  const problem = mine.find((entry) => entry.state.kind !== 'waiting');
  if (!problem)
    return (
      <p role="status" className={styles.saveState}>
        {intl.formatMessage({
          id: online ? 'inspections.work.saving' : 'inspections.finding.notSent',
        })}
      </p>
    );
  const { state } = problem;
  return (
    <div role="alert" className={styles.itemBody}>
      <p className={cx(styles.saveState, styles.saveProblem)}>
        {state.kind === 'refused'
          ? intl.formatMessage(
              { id: 'inspections.work.failed' },
              { reason: errorMessage(intl, failureOf(state)) },
            )
          : intl.formatMessage({ id: 'inspections.finding.conflict' })}
      </p>
      <div className={styles.conflictActions}>
        {state.kind === 'conflict' ? (
          <Button size="sm" onPress={() => void outbox.keepMine(problem.seq)}>
            {intl.formatMessage({ id: 'inspections.work.keepMine' })}
          </Button>
        ) : (
          <Button size="sm" onPress={() => void outbox.retry(problem.seq)}>
            {intl.formatMessage({ id: 'sync.retry' })}
          </Button>
        )}
        <Button size="sm" variant="secondary" onPress={() => void outbox.discard(problem.seq)}>
          {intl.formatMessage({
            id: state.kind === 'conflict' ? 'inspections.work.keepTheirs' : 'sync.discard',
          })}
        </Button>
      </div>
    </div>
  );
}
