import type { QuoteListQuery, QuoteSummary } from '@altalena/contracts';
import { StatusBadge } from '@altalena/ui';
import { formatCents, formatDay, type ListColumn } from '../../scaffold';
import { CustomerName } from './RecordName';

const columns = {
  number: { id: 'number', header: 'field.quote.number', cell: (row) => row.number, sortable: true },
  inspection: {
    id: 'inspection_number',
    header: 'field.quote.inspection_number',
    cell: (row) => row.inspection_number,
  },
  park: { id: 'park_name', header: 'field.quote.park_name', cell: (row) => row.park_name },
  customer: {
    id: 'customer',
    header: 'field.quote.customer_id',
    cell: (row) => <CustomerName id={row.customer_id} />,
  },
  issueDate: {
    id: 'issue_date',
    header: 'field.quote.issue_date',
    cell: (row, intl) => formatDay(intl, row.issue_date),
    sortable: true,
  },
  validUntil: {
    id: 'valid_until',
    header: 'field.quote.valid_until',
    cell: (row, intl) => formatDay(intl, row.valid_until),
    sortable: true,
  },
  status: {
    id: 'status',
    header: 'field.quote.status',
    cell: (row) => <StatusBadge kind="quote" value={row.status} />,
    sortable: true,
  },
  gross: {
    id: 'gross_cents',
    header: 'field.quote.gross_cents',
    cell: (row, intl) => formatCents(intl, row.gross_cents),
    sortable: true,
    align: 'end',
  },
} satisfies Record<string, ListColumn<QuoteSummary, QuoteListQuery>>;

/** The columns of the quote list; the customer's only for administrators. */
export function quoteColumns(isAdmin: boolean): ListColumn<QuoteSummary, QuoteListQuery>[] {
  const { number, inspection, park, customer, issueDate, validUntil, status, gross } = columns;
  return [
    number,
    inspection,
    park,
    ...(isAdmin ? [customer] : []),
    issueDate,
    validUntil,
    status,
    gross,
  ];
}

/** The columns of a park's quotes (its detail page). */
export const parkQuoteColumns: ListColumn<QuoteSummary, QuoteListQuery>[] = [
  columns.number,
  columns.inspection,
  columns.issueDate,
  columns.status,
  columns.gross,
];
