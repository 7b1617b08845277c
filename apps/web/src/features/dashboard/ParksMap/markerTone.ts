import { DASHBOARD_DUE_WITHIN_DAYS, type ParkMarker } from '@altalena/contracts';
import { addDays } from '../../../scaffold/format';
import type { MapMarker } from '../../../scaffold/MapView';

/** A marker's tone: what to act on first stands out. */
export type MarkerTone = NonNullable<MapMarker['tone']>;

/**
 * How a park's marker is drawn on `today`: danger for a high or very high open risk or an overdue
 * inspection, warning for a medium risk or an inspection due within the dashboard's window, else neutral.
 */
export function markerTone(
  park: Pick<ParkMarker, 'worst_open_risk' | 'overdue' | 'next_due_on'>,
  today: string,
): MarkerTone {
  const risk = park.worst_open_risk;
  if (park.overdue || risk === 'very_high' || risk === 'high') return 'danger';
  const dueSoon =
    park.next_due_on !== null && park.next_due_on <= addDays(today, DASHBOARD_DUE_WITHIN_DAYS);
  if (risk === 'medium' || dueSoon) return 'warning';
  return 'neutral';
}
