import type { Finding } from '@altalena/contracts';
import { Button, Icon, Link, SegmentedControl, StatusBadge } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { isRechecked } from './completionMissing';
import { FindingOutboxState } from './FindingOutboxState';
import { FindingPhotos } from './FindingPhotos';
import * as styles from './InspectionWork.css';
import { LateBadge } from '../../../shared/findings/LateBadge';

/** The statuses a carried-forward finding is re-checked to. */
const recheckStatuses = ['open', 'resolved', 'verified'] as const;

/** Props of {@link FindingCard}. */
export interface FindingCardProps {
  finding: Finding;
  /** The equipment the finding is on, whose page holds its findings history; none for site rows. */
  toyId: number | null;
  readOnly: boolean;
  onEdit: () => void;
  onRecheck: (status: Finding['status']) => void;
}

/**
 * A finding as the inspector sees it on the item: risk, status, what was found and what to do; a
 * finding carried forward from the previous inspection asks to be checked again with one tap.
 */
export function FindingCard({ finding, toyId, readOnly, onEdit, onRecheck }: FindingCardProps) {
  const intl = useIntl();
  const carried = finding.carried_from_id !== null;
  const meta = [
    finding.timeframe && intl.formatMessage({ id: `enum.findingTimeframe.${finding.timeframe}` }),
    intl.formatMessage({ id: `enum.recommendedAction.${finding.recommended_action}` }),
    finding.make_safe !== 'none' &&
      intl.formatMessage({ id: `enum.makeSafeAction.${finding.make_safe}` }),
    finding.standard_ref,
  ].filter(Boolean);
  return (
    <li className={styles.finding}>
      <div className={styles.findingHead}>
        <StatusBadge kind="risk" value={finding.risk_level} />
        <StatusBadge kind="finding" value={finding.status} />
        <LateBadge finding={finding} />
      </div>
      {carried && (
        <p className={styles.carried}>
          {intl.formatMessage({ id: 'inspections.work.carried' })}
          {toyId !== null && (
            <>
              {' '}
              <Link href={`/toys/${toyId}`}>
                {intl.formatMessage({ id: 'inspections.work.history' })}
              </Link>
            </>
          )}
        </p>
      )}
      <p className={styles.findingText}>{finding.description}</p>
      <p className={styles.findingMeta}>{meta.join(' · ')}</p>
      {carried && !readOnly && (
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'inspections.work.recheck' })}
          options={recheckStatuses.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: `status.finding.${status}` }),
            tone: status === 'open' ? 'danger' : 'success',
          }))}
          // Nothing chosen until it is re-checked here: "still open" is then one tap too.
          value={
            isRechecked(finding) && (recheckStatuses as readonly string[]).includes(finding.status)
              ? (finding.status as (typeof recheckStatuses)[number])
              : null
          }
          onChange={onRecheck}
        />
      )}
      <FindingPhotos finding={finding} />
      <FindingOutboxState finding={finding} />
      {!readOnly && (
        <div>
          <Button size="sm" variant="ghost" onPress={onEdit}>
            <Icon name="edit" size="sm" />
            {intl.formatMessage({ id: 'web.detail.edit' })}
          </Button>
        </div>
      )}
    </li>
  );
}
