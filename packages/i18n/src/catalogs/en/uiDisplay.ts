/** Messages of the display primitives and the labels of domain statuses (en). */
export const uiDisplay = {
  'ui.spinner.label': 'Loading…',
  'ui.table.loading': 'Loading…',
  'ui.table.empty': 'No results',
  'ui.table.selection': 'Selection',
  'ui.pagination.label': 'Pagination',
  'ui.pagination.previous': 'Previous',
  'ui.pagination.next': 'Next',
  'ui.pagination.page': 'Page {page}',
  'ui.pagination.summary': '{start, number}–{end, number} of {total, number}',
  'ui.alert.dismiss': 'Dismiss',
  'ui.breadcrumbs.label': 'Breadcrumbs',

  'status.risk.very_high': 'Very high',
  'status.risk.high': 'High',
  'status.risk.medium': 'Medium',
  'status.risk.low': 'Low',

  'status.inspection.scheduled': 'Scheduled',
  'status.inspection.in_progress': 'In progress',
  'status.inspection.completed': 'Completed',
  'status.inspection.signed': 'Signed',
  'status.inspection.cancelled': 'Cancelled',

  'status.quote.draft': 'Draft',
  'status.quote.sent': 'Sent',
  'status.quote.accepted': 'Accepted',
  'status.quote.rejected': 'Rejected',
  'status.quote.expired': 'Expired',
  'status.quote.cancelled': 'Cancelled',

  'status.contract.draft': 'Draft',
  'status.contract.active': 'Active',
  'status.contract.suspended': 'Suspended',
  'status.contract.expired': 'Expired',
  'status.contract.terminated': 'Terminated',

  'finding.late': 'Late',
  'finding.lateDue': 'Late: due {date}',
  'status.finding.open': 'Open',
  'status.finding.quoted': 'Quoted',
  'status.finding.in_progress': 'In progress',
  'status.finding.resolved': 'Resolved',
  'status.finding.verified': 'Verified',

  'status.park.open': 'Open',
  'status.park.partially_closed': 'Partially closed',
  'status.park.closed': 'Closed',
  'status.park.archived': 'Archived',

  'status.toy.in_use': 'In use',
  'status.toy.out_of_service': 'Out of service',
  'status.toy.removed': 'Removed',

  'status.outcome.compliant': 'Compliant',
  'status.outcome.with_remarks': 'With remarks',
  'status.outcome.non_compliant': 'Non-compliant',
} as const satisfies Record<string, string>;
