import {
  quote,
  quoteListQuery,
  quotePatch,
  quoteSummary,
  quoteWrite,
  type Page,
  type Quote,
  type QuoteListQuery,
  type QuotePatch,
  type QuoteReject,
  type QuoteWrite,
} from '@altalena/contracts';
import type { ApiClient, Download } from '../client';
import type { ApiResponse } from '../types';
import { defineResource, ifMatchOf, type Resource } from './resource';

/**
 * `quotes/`: every quote the caller may see, without lines (lists, filters, CSV). A quote is read and
 * written under its inspection: see {@link createInspectionQuote}.
 */
export const quoteListDefinition = defineResource({
  path: 'quotes/',
  item: quoteSummary,
  write: quoteWrite,
  patch: quotePatch,
  listQuery: quoteListQuery,
});

/** The paths whose lists and items a write of a quote changes: quote lists, inspections, findings. */
const quoteAffects = ['quotes/', 'inspections/', 'findings/'] as const;

/** The state changes of a quote (`POST …/quote/{action}/`). */
export type QuoteAction = 'send' | 'accept' | 'reject' | 'cancel';

/**
 * The quote of one inspection (`inspections/{id}/quote/`) as a resource the screens' scaffold reads and
 * writes: an inspection has one quote at most, so the ids the scaffold passes (the inspection's when it
 * reads, the quote's when it writes) all name that one quote. Its list is that quote as a page of one.
 */
export interface InspectionQuote extends Resource<
  Quote,
  Quote,
  QuoteWrite,
  QuotePatch,
  QuoteListQuery
> {
  /** The inspection the quote belongs to. */
  readonly inspectionId: number;
  /** `POST {action}/` at the version the caller read: the quote as it is now. */
  act(action: Exclude<QuoteAction, 'reject'>, version: number): Promise<ApiResponse<Quote>>;
  /** `POST reject/` at the version the caller read, with the customer's reason when they gave one. */
  reject(version: number, body?: QuoteReject): Promise<ApiResponse<Quote>>;
  /** `GET pdf/`: the quote as a PDF file. */
  downloadPdf(): Promise<ApiResponse<Download>>;
}

/** Binds the quote of inspection `inspectionId` ({@link InspectionQuote}) to `client`. */
export function createInspectionQuote(client: ApiClient, inspectionId: number): InspectionQuote {
  const path = `inspections/${inspectionId}/quote/`;
  const definition = defineResource({
    path,
    item: quote,
    write: quoteWrite,
    patch: quotePatch,
    listQuery: quoteListQuery,
    affects: quoteAffects,
  });
  const get = (options?: { signal?: AbortSignal }) =>
    client.get(path, { ...options, schema: quote });
  const post = (action: QuoteAction, version: number, body?: unknown) =>
    client.post(`${path}${action}/`, body, { schema: quote, ifMatch: ifMatchOf(version) });
  return {
    definition,
    inspectionId,
    get: (_id, options) => get(options),
    list: async (_query, options): Promise<ApiResponse<Page<Quote>>> => {
      const answer = await get(options);
      if (answer.error) return answer;
      return { ...answer, data: { count: 1, next: null, previous: null, results: [answer.data] } };
    },
    create: (body) => client.post(path, body, { schema: quote }),
    update: (_id, body, version) =>
      client.patch(path, body, { schema: quote, ifMatch: ifMatchOf(version) }),
    remove: (_id, version) =>
      client.delete(path, version === undefined ? {} : { ifMatch: ifMatchOf(version) }),
    action: (_id, action, body, version) =>
      client.post(
        `${path}${action}/`,
        body,
        version === undefined ? {} : { ifMatch: ifMatchOf(version) },
      ),
    exportCsv: () =>
      client.download(quoteListDefinition.path, {
        query: { inspection_id: inspectionId, format: 'csv' },
      }),
    act: (action, version) => post(action, version),
    reject: (version, body) => post('reject', version, body),
    downloadPdf: () => client.download(`${path}pdf/`),
  };
}
