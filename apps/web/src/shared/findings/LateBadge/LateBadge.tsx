import type { Finding } from '@altalena/contracts';
import { Badge } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { formatDay } from '../../../scaffold/format';

/** Props of {@link LateBadge}. */
export interface LateBadgeProps {
  finding: Pick<Finding, 'late' | 'due_by'>;
}

/**
 * "Late" next to a finding still open past its timeframe (the server's `late`), with the day it was
 * due; nothing otherwise.
 */
export function LateBadge({ finding }: LateBadgeProps) {
  const intl = useIntl();
  if (!finding.late) return null;
  return (
    <Badge tone="danger">
      {finding.due_by
        ? intl.formatMessage({ id: 'finding.lateDue' }, { date: formatDay(intl, finding.due_by) })
        : intl.formatMessage({ id: 'finding.late' })}
    </Badge>
  );
}
