import type { ApiResponse } from '@altalena/api-client';
import { BUSY_TRIES, sendUpload } from './sendUpload';

// The answers are those the API gives (docs/api.md#files): 503 `server_busy` and 429 `too_many_requests`
// with `Retry-After` when nothing was kept, 201 with the file, another 4xx when the file is refused.

const busy = (status: 503 | 429, retryAfter: string | null): ApiResponse<unknown> => ({
  status,
  statusText: '',
  error: true,
  data: { detail: status === 503 ? 'server_busy' : 'too_many_requests', errors: [] },
  headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
});
const created: ApiResponse<unknown> = {
  status: 201,
  statusText: 'Created',
  error: false,
  data: { id: 1 },
  headers: new Headers(),
};
const refused: ApiResponse<unknown> = {
  status: 415,
  statusText: '',
  error: true,
  data: { detail: 'unsupported_media_type', errors: [] },
  headers: new Headers(),
};

/** A send that gives the answers in turn, and the waits asked for. */
function scripted(...answers: ApiResponse<unknown>[]) {
  const waits: number[] = [];
  let sent = 0;
  return {
    send: async () => answers[Math.min(sent++, answers.length - 1)]!,
    wait: async (ms: number) => {
      waits.push(ms);
    },
    waits,
    sent: () => sent,
  };
}

describe('sendUpload', () => {
  it('sends a photo again after the Retry-After of a busy server, until it is taken', async () => {
    const server = scripted(busy(503, '7'), busy(429, '2'), created);
    const answer = await sendUpload(server.send, { wait: server.wait });
    expect(answer).toBe(created);
    expect(server.sent()).toBe(3);
    expect(server.waits).toEqual([7000, 2000]);
  });

  it('waits at least a second and at most 30 s, whatever Retry-After says', async () => {
    const server = scripted(busy(503, null), busy(503, '0'), busy(503, '3600'), created);
    await sendUpload(server.send, { wait: server.wait });
    expect(server.waits).toEqual([1000, 1000, 30_000]);
  });

  it(`answers the busy answer after ${BUSY_TRIES} tries, and never sends a refused file again`, async () => {
    const stillBusy = scripted(busy(503, '1'));
    expect((await sendUpload(stillBusy.send, { wait: stillBusy.wait })).status).toBe(503);
    expect(stillBusy.sent()).toBe(BUSY_TRIES);
    const wrong = scripted(refused, created);
    expect(await sendUpload(wrong.send, { wait: wrong.wait })).toBe(refused);
    expect(wrong.sent()).toBe(1);
  });
});
