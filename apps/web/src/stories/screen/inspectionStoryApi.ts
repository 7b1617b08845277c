import {
  findingWrite,
  inspectionItemPatch,
  inspectionPatch,
  type Finding,
  type InspectionDetail,
} from '@altalena/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { api } from '../authStories';
import { inspectionInProgressDetail } from './fixtures';
import { completionMissing } from '../../features/inspections/work/completionMissing';

const problem = (status: number, detail: string) =>
  HttpResponse.json({ detail, error_list: [] }, { status });
const withEtag = (body: { version: number }) =>
  HttpResponse.json(body, { headers: { etag: `"${body.version}"` } });
const now = () => new Date().toISOString();

/** Options of {@link inspectionStoryApi}. */
export interface InspectionStoryApiOptions {
  /** The inspection served (the in-progress one of the fixtures by default). */
  detail?: InspectionDetail;
  /** How an item save is answered instead of saving: a failure status, or a 412 with another outcome. */
  itemSaves?: 'offline' | 'conflict';
}

/**
 * An in-memory inspection for the stories of the inspection page and its form: its detail, item
 * outcomes and notes (with `If-Match`), findings, completion and signing, validated with the contract
 * schemas; the writes answer as the server does, with the whole inspection.
 */
export function inspectionStoryApi({
  detail = inspectionInProgressDetail,
  itemSaves,
}: InspectionStoryApiOptions = {}): HttpHandler[] {
  const inspection: InspectionDetail = structuredClone(detail);
  const base = api(`/inspections/${inspection.id}/`);
  const findingsOf = () => inspection.items.flatMap((item) => item.findings);
  let nextFindingId = 100;
  return [
    http.get(base, () => withEtag(inspection)),
    http.patch(base, async ({ request }) => {
      if (request.headers.get('if-match') !== `"${inspection.version}"`)
        return problem(412, 'precondition_failed');
      const parsed = inspectionPatch.safeParse(await request.json());
      if (!parsed.success) return problem(400, 'validation_error');
      if (parsed.data.status === 'completed') {
        const missing = completionMissing(inspection.items, (item) => item.outcome);
        if (missing.length > 0)
          return HttpResponse.json(
            {
              detail: 'inspection_items_pending',
              error_list: missing.map((entry) => ({
                field:
                  entry.findingId === undefined
                    ? `items.${entry.item.id}.${entry.code === 'outcome_required' ? 'outcome' : 'findings'}`
                    : `findings.${entry.findingId}.status`,
                code: entry.code,
                message: entry.code,
              })),
            },
            { status: 409 },
          );
      }
      Object.assign(inspection, parsed.data, { version: inspection.version + 1 });
      return withEtag(inspection);
    }),
    http.post(`${base}sign/`, () => {
      Object.assign(inspection, {
        status: 'signed',
        signed_at: now(),
        signed_by: 1,
        signed_by_name: 'Luca Bianchi',
        version: inspection.version + 1,
      });
      return withEtag(inspection);
    }),
    http.patch(`${base}items/:itemId/`, async ({ request, params }) => {
      const item = inspection.items.find((each) => each.id === Number(params.itemId));
      if (!item) return problem(404, 'not_found');
      if (itemSaves === 'offline') return problem(503, 'unknown_server_error');
      if (itemSaves === 'conflict') {
        Object.assign(item, { outcome: 'not_inspectable', version: item.version + 1 });
        return problem(412, 'precondition_failed');
      }
      if (request.headers.get('if-match') !== `"${item.version}"`)
        return problem(412, 'precondition_failed');
      const parsed = inspectionItemPatch.safeParse(await request.json());
      if (!parsed.success) return problem(400, 'validation_error');
      Object.assign(item, parsed.data, { version: item.version + 1 });
      if (inspection.status === 'scheduled') inspection.status = 'in_progress';
      return withEtag(item);
    }),
    http.post(`${base}findings/`, async ({ request }) => {
      const parsed = findingWrite.safeParse(await request.json());
      if (!parsed.success) return problem(400, 'validation_error');
      const item = inspection.items.find((each) => each.id === parsed.data.item_id);
      if (!item) return problem(400, 'validation_error');
      const finding: Finding = {
        standard_ref: null,
        timeframe: null,
        make_safe: 'none',
        status: 'open',
        ...parsed.data,
        id: (nextFindingId += 1),
        version: 1,
        carried_from_id: null,
        due_by: null,
        late: false,
        created_at: now(),
        updated_at: now(),
      };
      item.findings.push(finding);
      return HttpResponse.json(finding, { status: 201, headers: { etag: '"1"' } });
    }),
    http.get(`${base}findings/:findingId/`, ({ params }) => {
      const finding = findingsOf().find((each) => each.id === Number(params.findingId));
      return finding ? withEtag(finding) : problem(404, 'not_found');
    }),
    http.patch(`${base}findings/:findingId/`, async ({ request, params }) => {
      const finding = findingsOf().find((each) => each.id === Number(params.findingId));
      if (!finding) return problem(404, 'not_found');
      if (request.headers.get('if-match') !== `"${finding.version}"`)
        return problem(412, 'precondition_failed');
      Object.assign(finding, await request.json(), { version: finding.version + 1 });
      return withEtag(finding);
    }),
  ];
}
