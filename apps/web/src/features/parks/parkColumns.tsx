import {
  parkStatuses,
  riskLevels,
  type Park,
  type ParkDueEntry,
  type ParkListQuery,
} from '@altalena/contracts';
import { Badge, StatusBadge } from '@altalena/ui';
import { useIntl } from 'react-intl';
import { formatDay, todayInItaly, type ListColumn, type ListFilter } from '../../scaffold';
import { dueState, lastInspectedOn } from './due';

/** A due date, standing out when it has passed (danger) or is within 30 days (warning). */
export function DueDate({ entry }: { entry: Pick<ParkDueEntry, 'next_due_on' | 'overdue'> }) {
  const intl = useIntl();
  const date = formatDay(intl, entry.next_due_on);
  switch (dueState(entry, todayInItaly())) {
    case 'never':
      return intl.formatMessage({ id: 'parks.due.never' });
    case 'overdue':
      return (
        <Badge tone="danger">{intl.formatMessage({ id: 'parks.due.overdue' }, { date })}</Badge>
      );
    case 'soon':
      return <Badge tone="warning">{intl.formatMessage({ id: 'parks.due.soon' }, { date })}</Badge>;
    default:
      return date;
  }
}

/** The park's next due inspection: overdue when any recurring type is. */
const nextDue = (park: Park) => ({
  next_due_on: park.next_due_on,
  overdue: Object.values(park.due).some((entry) => entry.overdue),
});

/** The columns of the park list; the customer's only for administrators. */
export function parkColumns(isAdmin: boolean): ListColumn<Park, ParkListQuery>[] {
  return [
    { id: 'code', header: 'field.park.code', cell: (row) => row.code, sortable: true },
    { id: 'name', header: 'field.park.name', cell: (row) => row.name, sortable: true },
    ...(isAdmin
      ? [
          {
            id: 'customer_name',
            header: 'field.park.customer_name',
            cell: (row: Park) => row.customer_name,
            sortable: true,
          } as const,
        ]
      : []),
    { id: 'city', header: 'field.park.city', cell: (row) => row.city, sortable: true },
    {
      id: 'status',
      header: 'field.park.status',
      cell: (row) => <StatusBadge kind="park" value={row.status} />,
    },
    {
      id: 'worst_open_risk',
      header: 'field.park.worst_open_risk',
      cell: (row) => row.worst_open_risk && <StatusBadge kind="risk" value={row.worst_open_risk} />,
    },
    {
      id: 'next_due_on',
      header: 'field.park.next_due_on',
      cell: (row) => <DueDate entry={nextDue(row)} />,
      sortable: true,
    },
    {
      id: 'last_inspection',
      header: 'parks.list.lastInspection',
      cell: (row, intl) => formatDay(intl, lastInspectedOn(row)),
    },
  ];
}

/** The filters of the park list (those `GET parks/` takes) besides the customer's. */
export const parkFilters: ListFilter<ParkListQuery>[] = [
  {
    kind: 'choice',
    param: 'status',
    label: 'field.park.status',
    options: parkStatuses.map((status) => ({ value: status, label: `status.park.${status}` })),
  },
  { kind: 'text', param: 'province', label: 'field.park.province' },
  { kind: 'boolean', param: 'overdue', label: 'parks.filter.overdue' },
  { kind: 'text', param: 'due_within_days', label: 'parks.filter.dueWithin' },
  {
    kind: 'choice',
    param: 'worst_open_risk',
    label: 'field.park.worst_open_risk',
    options: riskLevels.map((level) => ({ value: level, label: `status.risk.${level}` })),
  },
  { kind: 'boolean', param: 'has_open_findings', label: 'parks.filter.openFindings' },
  { kind: 'boolean', param: 'has_late_findings', label: 'parks.filter.lateFindings' },
];
