export { StatusBadge, statusTones, statusTone, statusMessageId } from './StatusBadge';
export type { StatusBadgeProps, StatusKind, StatusValue } from './StatusBadge';
