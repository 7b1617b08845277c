import { recordingClient, type FakeAnswer } from '../testing/recordingClient';
import { createInspectionWork } from './inspectionWork';

function workAnswering(answers: FakeAnswer[]) {
  const { client, seen } = recordingClient(answers);
  return { work: createInspectionWork(client), seen };
}

const item = {
  id: 5,
  version: 3,
  position: 1,
  toy_id: null,
  toy_code: null,
  toy_name: null,
  equipment_type: null,
  site_area: 'access',
  outcome: 'ok',
  notes: null,
  findings: [],
};

describe('inspection work', () => {
  it('records an item at the version read and parses the item answered', async () => {
    const { work, seen } = workAnswering([{ status: 200, body: item }]);
    const answer = await work.updateItem(9, 5, { outcome: 'ok' }, 2);
    expect(answer.error).toBe(false);
    expect(answer.data).toMatchObject({ id: 5, version: 3, outcome: 'ok' });
    expect(seen).toEqual([
      {
        method: 'PATCH',
        url: '/api/v1/inspections/9/items/5/',
        ifMatch: '"2"',
        body: { outcome: 'ok' },
      },
    ]);
  });

  it('reports a stale item write as the 412 it is, and sends finding and sign calls where they belong', async () => {
    const { work, seen } = workAnswering([
      { status: 412, body: { detail: 'precondition_failed', error_list: [] } },
      { status: 204, body: null },
    ]);
    const stale = await work.updateItem(9, 5, { notes: 'x' }, 1);
    expect(stale.error && stale.status).toBe(412);
    await work.removeFinding(9, 4, 7);
    expect(seen.map((call) => [call.method, call.url, call.ifMatch])).toEqual([
      ['PATCH', '/api/v1/inspections/9/items/5/', '"1"'],
      ['DELETE', '/api/v1/inspections/9/findings/4/', '"7"'],
    ]);
  });
});
