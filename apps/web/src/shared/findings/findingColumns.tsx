import type { FindingSummary } from '@altalena/contracts';
import { StatusBadge } from '@altalena/ui';
import { formatInstant, type ListColumn } from '../../scaffold';
import { LateBadge } from './LateBadge';

/**
 * The columns of a list of findings across inspections: a park's open findings (`subject`: the
 * equipment or site area) or an equipment item's history (`when`: the inspection and its status).
 */
export function findingColumns(view: 'subject' | 'when'): ListColumn<FindingSummary>[] {
  return [
    {
      id: 'risk_level',
      header: 'field.finding.risk_level',
      cell: (row) => (
        <>
          <StatusBadge kind="risk" value={row.risk_level} /> <LateBadge finding={row} />
        </>
      ),
    },
    { id: 'description', header: 'field.finding.description', cell: (row) => row.description },
    view === 'subject'
      ? {
          id: 'subject',
          header: 'field.finding.toy_name',
          cell: (row, intl) =>
            row.toy_name ??
            (row.site_area && intl.formatMessage({ id: `enum.siteArea.${row.site_area}` })),
        }
      : {
          id: 'status',
          header: 'field.finding.status',
          cell: (row) => <StatusBadge kind="finding" value={row.status} />,
        },
    {
      id: 'inspection_number',
      header: 'field.finding.inspection_number',
      cell: (row) => row.inspection_number,
    },
    {
      id: 'created_at',
      header: 'field.finding.created_at',
      cell: (row, intl) => formatInstant(intl, row.created_at),
    },
  ];
}
