import { equipmentStandards, toyStatuses, type Toy, type ToyListQuery } from '@altalena/contracts';
import { StatusBadge } from '@altalena/ui';
import { SelectLabel, type ListColumn, type ListFilter } from '../../scaffold';

/** The columns of the equipment list. */
export const toyColumns: ListColumn<Toy, ToyListQuery>[] = [
  { id: 'code', header: 'field.toy.code', cell: (row) => row.code, sortable: true },
  { id: 'name', header: 'field.toy.name', cell: (row) => row.name, sortable: true },
  { id: 'park_name', header: 'field.toy.park_name', cell: (row) => row.park_name },
  {
    id: 'equipment_type',
    header: 'field.toy.equipment_type',
    cell: (row) => <SelectLabel listKey="equipment_type" code={row.equipment_type} />,
    sortable: true,
  },
  {
    id: 'standard',
    header: 'field.toy.standard',
    cell: (row, intl) => intl.formatMessage({ id: `enum.equipmentStandard.${row.standard}` }),
  },
  {
    id: 'status',
    header: 'field.toy.status',
    cell: (row) => <StatusBadge kind="toy" value={row.status} />,
    sortable: true,
  },
  {
    id: 'worst_open_risk',
    header: 'field.toy.worst_open_risk',
    cell: (row) => row.worst_open_risk && <StatusBadge kind="risk" value={row.worst_open_risk} />,
  },
];

/** The filters of the equipment list (those `GET toys/` takes) besides the park's. */
export const toyFilters: ListFilter<ToyListQuery>[] = [
  {
    kind: 'choice',
    param: 'status',
    label: 'field.toy.status',
    options: toyStatuses.map((status) => ({ value: status, label: `status.toy.${status}` })),
  },
  {
    kind: 'choice',
    param: 'standard',
    label: 'field.toy.standard',
    options: equipmentStandards.map((standard) => ({
      value: standard,
      label: `enum.equipmentStandard.${standard}`,
    })),
  },
  { kind: 'date', param: 'installed_from', label: 'toys.filter.installedFrom' },
  { kind: 'date', param: 'installed_to', label: 'toys.filter.installedTo' },
];
