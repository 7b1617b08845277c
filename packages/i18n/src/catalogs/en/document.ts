/** Texts every PDF document of the server shares (inspection report, quote). */
export const document = {
  'document.company': 'Altalena · playground safety inspections',
  'document.page': '{title} · page {page} of {pages}',
  'document.draft': 'DRAFT',
} as const;
