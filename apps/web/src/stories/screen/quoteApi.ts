import {
  lineNetCents,
  quotePatch,
  quoteReject,
  quoteTotals,
  quoteWrite,
  type Inspection,
  type Quote,
  type QuoteLineWrite,
  type QuoteType,
} from '@altalena/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { addDays, todayInItaly } from '../../scaffold/format';
import { api } from '../authStories';
import { fieldErrors, listAnswer, problem } from './mockHttp';

/** What the mock quote endpoints start from. */
export interface QuoteApiOptions {
  /** The stored quotes (drafts too). */
  quotes: Quote[];
  /** The inspections a new quote may belong to, and the quote types, as the mock API holds them. */
  inspections: () => Inspection[];
  quoteTypes: () => QuoteType[];
  /** Who asks: a customer user sees no drafts and may only accept or reject. */
  role: 'admin' | 'customer';
}

/** A few bytes that PDF readers open: what the quote PDF download answers in stories. */
const SMALL_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const now = () => new Date().toISOString();

/** The status the API shows: a sent quote past its validity is expired. */
const shown = (quote: Quote): Quote =>
  quote.status === 'sent' && quote.valid_until !== null && quote.valid_until < todayInItaly()
    ? { ...quote, status: 'expired' }
    : quote;

const withEtag = (quote: Quote, status = 200) =>
  HttpResponse.json(shown(quote), { status, headers: { etag: `"${quote.version}"` } });

/**
 * `quote` with `lines` as the server stores them (numbered, each with its net; no VAT rate means
 * `defaultVatRate`, the quote type's) and the totals they make.
 */
export function withPricedLines(
  quote: Omit<Quote, 'lines' | 'totals' | 'net_cents' | 'vat_cents' | 'gross_cents'>,
  lines: readonly QuoteLineWrite[],
  defaultVatRate: number,
): Quote {
  const stored = lines.map((line, index) => {
    const amounts = {
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents,
      discount_pct: line.discount_pct ?? 0,
      vat_rate: line.vat_rate ?? defaultVatRate,
    };
    return {
      id: quote.id * 100 + index + 1,
      position: index + 1,
      finding_id: line.finding_id ?? null,
      toy_id: line.toy_id ?? null,
      description: line.description,
      unit: line.unit,
      ...amounts,
      net_cents: lineNetCents(amounts),
    };
  });
  const totals = quoteTotals(stored);
  return {
    ...quote,
    lines: stored,
    totals,
    net_cents: totals.net_cents,
    vat_cents: totals.vat_cents,
    gross_cents: totals.gross_cents,
  };
}

/** What sets a quote apart; the rest comes from its inspection or is not there yet. */
export type QuoteHead = Pick<
  Quote,
  'id' | 'number' | 'quote_type_id' | 'issue_date' | 'valid_until' | 'status'
> &
  Partial<Omit<Quote, 'lines' | 'totals' | 'net_cents' | 'vat_cents' | 'gross_cents'>>;

/**
 * A quote of `inspection` (its park and customer) with `head` and `lines` priced as the server does;
 * not sent nor answered unless `head` says so.
 */
export function quoteOfInspection(
  inspection: Inspection,
  head: QuoteHead,
  lines: readonly QuoteLineWrite[],
  defaultVatRate: number,
): Quote {
  const stamp = now();
  return withPricedLines(
    {
      version: 1,
      created_at: stamp,
      updated_at: stamp,
      created_by: 1,
      inspection_id: inspection.id,
      installer_id: null,
      notes: null,
      sent_at: null,
      answered_at: null,
      answered_by: null,
      answer_reason: null,
      inspection_number: inspection.number,
      park_id: inspection.park_id,
      park_name: inspection.park_name,
      customer_id: inspection.customer_id,
      ...head,
    },
    lines,
    defaultVatRate,
  );
}

/** The JSON body of a request, or `{}` when it has none. */
async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

/**
 * The quote endpoints of the mock API (`quotes/` and `inspections/{id}/quote/…`) as the server answers
 * them: bodies validated by the contract schemas, totals by its own function, `If-Match` on every
 * write (412 when stale), the state rules of each action (409), drafts hidden from customers, and the
 * quote PDF.
 */
export function quoteApi({
  quotes,
  inspections,
  quoteTypes,
  role,
}: QuoteApiOptions): HttpHandler[] {
  let store = structuredClone(quotes);
  const isAdmin = role === 'admin';
  const visible = (quote: Quote) =>
    isAdmin ||
    (quote.status !== 'draft' && (quote.status !== 'cancelled' || quote.sent_at !== null));
  const find = (inspectionId: unknown) =>
    store.find((quote) => quote.inspection_id === Number(inspectionId) && visible(quote));
  const typeOf = (id: number) => quoteTypes().find((type) => type.id === id);
  const stale = (request: Request, quote: Quote) =>
    request.headers.get('if-match') !== `"${quote.version}"`;
  const save = (quote: Quote, changes: Partial<Quote>) => {
    Object.assign(quote, changes, { version: quote.version + 1, updated_at: now() });
    return withEtag(quote);
  };
  const list = api('/quotes/');
  const item = api('/inspections/:inspectionId/quote/');

  return [
    http.get(list, ({ request }) => listAnswer(store.filter(visible).map(shown), request, list)),
    http.get(item, ({ params }) => {
      const quote = find(params.inspectionId);
      return quote ? withEtag(quote) : problem(404, 'not_found');
    }),
    http.get(`${item}pdf/`, ({ params }) => {
      const quote = find(params.inspectionId);
      if (!quote) return problem(404, 'not_found');
      return new HttpResponse(SMALL_PDF, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="preventivo-${quote.number.replace('/', '-')}.pdf"`,
        },
      });
    }),
    http.post(item, async ({ request, params }) => {
      const inspection = inspections().find((row) => row.id === Number(params.inspectionId));
      if (!isAdmin || !inspection) return problem(404, 'not_found');
      if (store.some((quote) => quote.inspection_id === inspection.id))
        return problem(409, 'quote_exists');
      const parsed = quoteWrite.safeParse(await bodyOf(request));
      if (!parsed.success) return problem(400, 'validation_error', fieldErrors(parsed.error));
      const body = parsed.data;
      const type = typeOf(body.quote_type_id);
      if (!type) return problem(400, 'validation_error');
      const id = Math.max(0, ...store.map((quote) => quote.id)) + 1;
      const issueDate = body.issue_date ?? todayInItaly();
      const created = quoteOfInspection(
        inspection,
        {
          id,
          quote_type_id: type.id,
          number: `${issueDate.slice(0, 4)}/${String(40 + id).padStart(4, '0')}`,
          issue_date: issueDate,
          valid_until: body.valid_until ?? addDays(issueDate, type.validity_days),
          status: 'draft',
          installer_id: body.installer_id ?? null,
          notes: body.notes ?? null,
        },
        body.lines,
        type.default_vat_rate,
      );
      store = [...store, created];
      return withEtag(created, 201);
    }),
    http.patch(item, async ({ request, params }) => {
      const quote = find(params.inspectionId);
      if (!isAdmin || !quote) return problem(404, 'not_found');
      if (stale(request, quote)) return problem(412, 'precondition_failed');
      if (quote.status !== 'draft') return problem(409, 'quote_not_editable');
      const parsed = quotePatch.safeParse(await bodyOf(request));
      if (!parsed.success) return problem(400, 'validation_error', fieldErrors(parsed.error));
      const { lines, ...fields } = parsed.data;
      const changed = { ...quote, ...fields } as Quote;
      const repriced = lines
        ? withPricedLines(changed, lines, typeOf(changed.quote_type_id)?.default_vat_rate ?? 22)
        : changed;
      return save(quote, repriced);
    }),
    http.delete(item, ({ request, params }) => {
      const quote = find(params.inspectionId);
      if (!isAdmin || !quote) return problem(404, 'not_found');
      if (stale(request, quote)) return problem(412, 'precondition_failed');
      if (quote.status !== 'draft') return problem(409, 'quote_not_editable');
      store = store.filter((each) => each !== quote);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${item}:action/`, async ({ request, params }) => {
      const quote = find(params.inspectionId);
      const action = String(params.action);
      const forCustomers = action === 'accept' || action === 'reject';
      if (!quote || (!isAdmin && !forCustomers)) return problem(404, 'not_found');
      if (stale(request, quote)) return problem(412, 'precondition_failed');
      const status = shown(quote).status;
      if (forCustomers) {
        if (status === 'expired') return problem(409, 'quote_expired');
        if (status !== 'sent') return problem(409, 'quote_not_sent');
        const answered = { answered_at: now(), answered_by: 7 };
        if (action === 'accept') return save(quote, { ...answered, status: 'accepted' });
        const parsed = quoteReject.safeParse(await bodyOf(request));
        if (!parsed.success) return problem(400, 'validation_error', fieldErrors(parsed.error));
        return save(quote, {
          ...answered,
          status: 'rejected',
          answer_reason: parsed.data.reason ?? null,
        });
      }
      if (action === 'send') {
        if (status !== 'draft') return problem(409, 'quote_not_editable');
        if (quote.lines.length === 0) return problem(409, 'quote_has_no_lines');
        return save(quote, { status: 'sent', sent_at: now() });
      }
      if (action === 'cancel') {
        if (status !== 'draft' && status !== 'sent') return problem(409, 'quote_not_cancellable');
        return save(quote, { status: 'cancelled' });
      }
      return problem(404, 'not_found');
    }),
  ];
}
