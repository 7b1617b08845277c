import type { MessageId } from '@altalena/i18n';
import { useIntl } from 'react-intl';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge';

/** Every status kind of the data model (docs/data-model.md#enums) with the tone of each of its values. */
export const statusTones = {
  risk: { very_high: 'riskVeryHigh', high: 'riskHigh', medium: 'riskMedium', low: 'riskLow' },
  inspection: {
    scheduled: 'info',
    in_progress: 'warning',
    completed: 'accent',
    signed: 'success',
    cancelled: 'neutral',
  },
  quote: {
    draft: 'neutral',
    sent: 'info',
    accepted: 'success',
    rejected: 'danger',
    expired: 'warning',
    cancelled: 'neutral',
  },
  contract: {
    draft: 'neutral',
    active: 'success',
    suspended: 'warning',
    expired: 'neutral',
    terminated: 'danger',
  },
  finding: {
    open: 'danger',
    quoted: 'info',
    in_progress: 'warning',
    resolved: 'accent',
    verified: 'success',
  },
  park: { open: 'success', partially_closed: 'warning', closed: 'danger', archived: 'neutral' },
  toy: { in_use: 'success', out_of_service: 'danger', removed: 'neutral' },
  outcome: { compliant: 'success', with_remarks: 'warning', non_compliant: 'danger' },
} as const satisfies Record<string, Record<string, BadgeTone>>;

/** A kind of status: `risk`, `inspection`, `quote`, `contract`, `finding`, `park`, `toy`, `outcome`. */
export type StatusKind = keyof typeof statusTones;
/** The values of one status kind, e.g. `StatusValue<'risk'>` is `very_high | high | medium | low`. */
export type StatusValue<K extends StatusKind> = keyof (typeof statusTones)[K] & string;

type StatusMessageId = { [K in StatusKind]: `status.${K}.${StatusValue<K>}` }[StatusKind];
// Fails to compile when a status has no label in the catalogs.
type CheckedStatusMessageId = StatusMessageId extends MessageId ? StatusMessageId : never;

/** The catalog id of a status label, e.g. `status.inspection.signed`. */
export function statusMessageId<K extends StatusKind>(kind: K, value: StatusValue<K>): MessageId {
  return `status.${kind}.${value}` as CheckedStatusMessageId;
}

/** The badge tone of a status value. */
export function statusTone<K extends StatusKind>(kind: K, value: StatusValue<K>): BadgeTone {
  return (statusTones[kind] as Record<string, BadgeTone>)[value] ?? 'neutral';
}

/** Props of {@link StatusBadge}: a status `kind` and one of its values. */
export type StatusBadgeProps = {
  [K in StatusKind]: { kind: K; value: StatusValue<K> };
}[StatusKind] &
  Omit<BadgeProps, 'tone' | 'children'>;

/** A badge for a domain status or a risk level: the translated label, coloured by the status. */
export function StatusBadge({ kind, value, ...props }: StatusBadgeProps) {
  const intl = useIntl();
  const k = kind as StatusKind;
  const v = value as StatusValue<StatusKind>;
  return (
    <Badge {...props} tone={statusTone(k, v)} data-status={`${kind}.${value}`}>
      {intl.formatMessage({ id: statusMessageId(k, v) })}
    </Badge>
  );
}
