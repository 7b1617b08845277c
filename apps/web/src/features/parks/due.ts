import type { Park, ParkDueEntry } from '@altalena/contracts';
import { addDays } from '../../scaffold';

/** Days ahead within which a due inspection needs attention. */
export const DUE_SOON_DAYS = 30;

/** Where an inspection due on `nextDueOn` stands on `today` (`YYYY-MM-DD`, Italian calendar). */
export function dueState(
  entry: Pick<ParkDueEntry, 'next_due_on' | 'overdue'>,
  today: string,
): 'never' | 'overdue' | 'soon' | 'later' {
  if (!entry.next_due_on) return 'never';
  if (entry.overdue || entry.next_due_on < today) return 'overdue';
  return entry.next_due_on <= addDays(today, DUE_SOON_DAYS) ? 'soon' : 'later';
}

/** The day of the park's last inspection of any recurring type, or null. */
export function lastInspectedOn(park: Pick<Park, 'due'>): string | null {
  const days = Object.values(park.due)
    .map((entry) => entry.last_performed_on)
    .filter((day): day is string => day !== null);
  return days.length ? days.sort().at(-1)! : null;
}
