import {
  createInspectionWork,
  ifMatchOf,
  type ApiClient,
  type ApiResponse,
} from '@altalena/api-client';
import { finding, fileItem, inspection, inspectionDetail } from '@altalena/contracts';
import type { OutboxChange, OutboxTransport, Theirs } from './outbox';

const missingPhoto = (): ApiResponse<unknown> => ({
  status: 400,
  statusText: '',
  error: true,
  data: { detail: 'required', errors: [] },
  headers: new Headers(),
});

/**
 * The outbox's calls on the API (docs/api.md): items and findings with `If-Match` of the version the
 * change was made on, photos as `POST /files/` of the finding, completion as the inspection's status.
 */
export function createOutboxTransport(client: ApiClient): OutboxTransport {
  const work = createInspectionWork(client);
  const readInspection = (id: number) =>
    client.get(`inspections/${id}/`, { schema: inspectionDetail });
  return {
    async send(inspectionId, change: OutboxChange, blob) {
      switch (change.kind) {
        case 'item':
          return work.updateItem(inspectionId, change.itemId, change.edit, change.version);
        case 'finding.create':
          return work.createFinding(inspectionId, change.body);
        case 'finding.update':
          return work.updateFinding(
            inspectionId,
            Number(change.findingId),
            change.body,
            change.version,
          );
        case 'photo': {
          if (!blob) return missingPhoto();
          const form = new FormData();
          form.append('owner_type', 'finding');
          form.append('owner_id', String(change.findingId));
          form.append('kind', 'photo');
          form.append('file', new File([blob], change.filename, { type: change.type }));
          return client.upload('/files/', form, { schema: fileItem });
        }
        case 'scan':
          return work.recordScan(inspectionId, change.itemId, change.body);
        case 'position':
          return work.recordPosition(inspectionId, change.body);
        case 'complete': {
          // Completion comes after the inspector's own changes, each of which moved the inspection's
          // version: it is sent on the version the server holds once they are all in.
          const current = await readInspection(inspectionId);
          if (current.error) return current;
          return client.patch(
            `inspections/${inspectionId}/`,
            { status: 'completed' },
            { schema: inspection, ifMatch: ifMatchOf(current.data.version) },
          );
        }
      }
    },
    async reload(inspectionId, change): Promise<Theirs | undefined> {
      if (change.kind === 'finding.update') {
        const answer = await client.get(
          `inspections/${inspectionId}/findings/${String(change.findingId)}/`,
          { schema: finding },
        );
        return answer.error ? undefined : answer.data;
      }
      const answer = await readInspection(inspectionId);
      if (answer.error) return undefined;
      if (change.kind === 'item')
        return answer.data.items.find((item) => item.id === change.itemId);
      return answer.data;
    },
  };
}
