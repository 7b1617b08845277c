import { resourceQueries } from './queries';
import { recordingClient, type FakeAnswer } from '../testing/recordingClient';
import { createInspectionQuote } from './quotes';

function quoteAnswering(answers: FakeAnswer[]) {
  const { client, seen } = recordingClient(answers);
  return { quote: createInspectionQuote(client, 9), seen };
}

const stored = {
  id: 4,
  version: 2,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  created_by: 1,
  inspection_id: 9,
  quote_type_id: 1,
  number: '2026/0004',
  issue_date: '2026-11-02',
  valid_until: '2026-12-02',
  status: 'draft',
  installer_id: null,
  notes: null,
  net_cents: 10_000,
  vat_cents: 2_200,
  gross_cents: 12_200,
  sent_at: null,
  answered_at: null,
  answered_by: null,
  answer_reason: null,
  inspection_number: '2026/0042',
  park_id: 1,
  park_name: 'Giardino Giusti',
  customer_id: 1,
  lines: [],
  totals: { lines: [], by_rate: [], net_cents: 0, vat_cents: 0, gross_cents: 0 },
};

describe('the quote of an inspection', () => {
  it('reads, writes and deletes under the inspection, whatever id the scaffold passes', async () => {
    const { quote, seen } = quoteAnswering([
      { status: 200, body: stored },
      { status: 200, body: { ...stored, version: 3 } },
      { status: 204, body: null },
    ]);
    const read = await quote.get(9);
    expect(read.error === false && read.data.number).toBe('2026/0004');
    await quote.update(4, { notes: 'Urgente' }, 2);
    await quote.remove(4, 3);
    expect(seen).toEqual([
      { method: 'GET', url: '/api/v1/inspections/9/quote/', ifMatch: null, body: undefined },
      {
        method: 'PATCH',
        url: '/api/v1/inspections/9/quote/',
        ifMatch: '"2"',
        body: { notes: 'Urgente' },
      },
      { method: 'DELETE', url: '/api/v1/inspections/9/quote/', ifMatch: '"3"', body: undefined },
    ]);
    expect(resourceQueries(quote).detailKey(9)).toEqual([
      'api',
      'inspections/9/quote/',
      'detail',
      9,
    ]);
    expect(quote.definition.affects).toContain('quotes/');
  });

  it('sends the actions at the version read, the reason of a rejection in its body', async () => {
    const { quote, seen } = quoteAnswering([
      { status: 200, body: { ...stored, status: 'sent', version: 3 } },
      { status: 200, body: { ...stored, status: 'rejected', answer_reason: 'Troppo caro' } },
      { status: 412, body: { detail: 'precondition_failed', error_list: [] } },
    ]);
    const sent = await quote.act('send', 2);
    expect(sent.error === false && sent.data.status).toBe('sent');
    await quote.reject(3, { reason: 'Troppo caro' });
    const stale = await quote.act('accept', 3);
    expect(stale.error && stale.status).toBe(412);
    expect(seen.map(({ method, url, ifMatch, body }) => [method, url, ifMatch, body])).toEqual([
      ['POST', '/api/v1/inspections/9/quote/send/', '"2"', undefined],
      ['POST', '/api/v1/inspections/9/quote/reject/', '"3"', { reason: 'Troppo caro' }],
      ['POST', '/api/v1/inspections/9/quote/accept/', '"3"', undefined],
    ]);
  });

  it('lists its one quote as a page, and downloads the PDF with its name', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const { quote, seen } = quoteAnswering([
      { status: 200, body: stored },
      {
        status: 200,
        body: pdf,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="preventivo-2026-0004.pdf"',
        },
      },
    ]);
    const page = await quote.list({});
    expect(page.error === false && page.data.results.map((row) => row.id)).toEqual([4]);
    const file = await quote.downloadPdf();
    expect(file.error === false && file.data.filename).toBe('preventivo-2026-0004.pdf');
    expect(seen.map((call) => call.url)).toEqual([
      '/api/v1/inspections/9/quote/',
      '/api/v1/inspections/9/quote/pdf/',
    ]);
  });
});
