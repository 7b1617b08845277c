import { contractStatuses, type ContractStatus } from '@altalena/contracts';
import { StatusBadge } from '@altalena/ui';
import {
  formatCents,
  formatDay,
  type ListColumn,
  type FilterOn,
  type OrderedBy,
} from '../../scaffold';

/** What customer and installer contracts have in common, as their lists show it. */
interface ContractRow {
  number: string;
  status: ContractStatus;
  start_date: string;
  end_date: string | null;
  amount_cents: number | null;
}

/** The field label ids of a contract entity (`customerContract`, `installerContract`). */
type ContractEntity = 'customerContract' | 'installerContract';

/** The ordering fields of every contract list, `P` the other party's. */
type ContractOrdering<P extends string> = OrderedBy<
  'number' | 'status' | 'start_date' | 'end_date' | P
>;

/**
 * A contract list's columns: number, the other party (customer or installer), status, `extra`, term
 * and amount.
 */
export function contractColumns<Row extends ContractRow, P extends string>(
  entity: ContractEntity,
  party: ListColumn<Row, ContractOrdering<P>>,
  extra: ListColumn<Row, ContractOrdering<P>>[] = [],
): ListColumn<Row, ContractOrdering<P>>[] {
  return [
    { id: 'number', header: `field.${entity}.number`, cell: (row) => row.number, sortable: true },
    party,
    {
      id: 'status',
      header: `field.${entity}.status`,
      cell: (row) => <StatusBadge kind="contract" value={row.status} />,
      sortable: true,
    },
    ...extra,
    {
      id: 'start_date',
      header: `field.${entity}.start_date`,
      cell: (row, intl) => formatDay(intl, row.start_date),
      sortable: true,
    },
    {
      id: 'end_date',
      header: `field.${entity}.end_date`,
      cell: (row, intl) => formatDay(intl, row.end_date),
      sortable: true,
    },
    {
      id: 'amount_cents',
      header: `field.${entity}.amount_cents`,
      cell: (row, intl) => formatCents(intl, row.amount_cents),
      align: 'end',
    },
  ];
}

/** The status filter of a contract list. */
export const contractStatusFilter = (entity: ContractEntity): FilterOn<'status'> => ({
  kind: 'choice',
  param: 'status',
  label: `field.${entity}.status`,
  options: contractStatuses.map((status) => ({
    value: status,
    label: `status.contract.${status}`,
  })),
});
