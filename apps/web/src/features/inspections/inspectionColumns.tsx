import {
  inspectionOutcomes,
  inspectionStatuses,
  inspectionTypes,
  riskLevels,
  type Inspection,
  type InspectionListQuery,
} from '@altalena/contracts';
import { StatusBadge } from '@altalena/ui';
import {
  formatDay,
  formatInstant,
  type FilterOn,
  type ListColumn,
  type ListFilter,
} from '../../scaffold';

/** The columns of the inspection list (docs/web.md#lists, issue 9). */
export const inspectionColumns: ListColumn<Inspection, InspectionListQuery>[] = [
  { id: 'number', header: 'field.inspection.number', cell: (row) => row.number, sortable: true },
  {
    id: 'park_name',
    header: 'field.inspection.park_name',
    cell: (row) => row.park_name,
    sortable: true,
  },
  {
    id: 'type',
    header: 'field.inspection.type',
    cell: (row, intl) => intl.formatMessage({ id: `enum.inspectionType.${row.type}` }),
    sortable: true,
  },
  {
    id: 'performed_at',
    header: 'field.inspection.performed_at',
    // A scheduled inspection shows the day it is planned for.
    cell: (row, intl) =>
      row.performed_at ? formatInstant(intl, row.performed_at) : formatDay(intl, row.scheduled_for),
    sortable: true,
  },
  {
    id: 'status',
    header: 'field.inspection.status',
    cell: (row) => <StatusBadge kind="inspection" value={row.status} />,
    sortable: true,
  },
  {
    id: 'outcome',
    header: 'field.inspection.outcome',
    cell: (row) =>
      row.outcome &&
      row.status !== 'scheduled' && <StatusBadge kind="outcome" value={row.outcome} />,
  },
  {
    id: 'overall_risk',
    header: 'field.inspection.overall_risk',
    cell: (row) => row.overall_risk && <StatusBadge kind="risk" value={row.overall_risk} />,
  },
  {
    id: 'inspector_name',
    header: 'field.inspection.inspector_name',
    cell: (row) => row.inspector_name,
  },
];

const choice = <const P extends string, V extends string>(
  param: P,
  label: ListFilter['label'],
  values: readonly V[],
  labelOf: (value: V) => ListFilter['label'],
): FilterOn<P> => ({
  kind: 'choice',
  param,
  label,
  options: values.map((value) => ({ value, label: labelOf(value) })),
});

/** The filters of the inspection list besides park and customer. */
export const inspectionFilters: ListFilter<InspectionListQuery>[] = [
  choice('type', 'field.inspection.type', inspectionTypes, (type) => `enum.inspectionType.${type}`),
  choice('status', 'field.inspection.status', inspectionStatuses, (s) => `status.inspection.${s}`),
  choice('outcome', 'field.inspection.outcome', inspectionOutcomes, (o) => `status.outcome.${o}`),
  choice('overall_risk', 'field.inspection.overall_risk', riskLevels, (r) => `status.risk.${r}`),
  { kind: 'date', param: 'performed_from', label: 'inspections.filter.performedFrom' },
  { kind: 'date', param: 'performed_to', label: 'inspections.filter.performedTo' },
];
