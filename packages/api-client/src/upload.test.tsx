import { commands } from 'vitest/browser';
import { z } from 'zod';
import { createApiClient } from './client';

// `ApiClient.upload` in Chromium: the XMLHttpRequest path, over real HTTP to a node:http server the test
// starts through a Vitest browser command (testing/uploadServer.ts).

declare module 'vitest/browser' {
  interface BrowserCommands {
    startUploadServer: () => Promise<{ baseUrl: string }>;
    stopUploadServer: (baseUrl: string) => Promise<void>;
  }
}

/** What the test server answers for a stored file. */
const received = z.object({
  id: z.number(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
  multipart: z.boolean(),
  authorization: z.string().nullable(),
  accept: z.string().nullable(),
});

const TOKEN = 'c'.repeat(64);
/** Large enough for the browser to report progress while the server reads it slowly. */
const FILE_BYTES = 8 * 1024 * 1024;

let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl } = await commands.startUploadServer());
});

afterAll(async () => {
  await commands.stopUploadServer(baseUrl);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const client = () =>
  createApiClient({ baseUrl, session: { getToken: () => TOKEN, isValid: () => true } });

function attachment(bytes = FILE_BYTES) {
  const form = new FormData();
  form.append('owner_type', 'customer_contract');
  form.append('owner_id', '3');
  form.append(
    'file',
    new File([new Uint8Array(bytes).fill(37)], 'perizia.pdf', { type: 'application/pdf' }),
  );
  return form;
}

describe('upload in a browser (XMLHttpRequest, real HTTP)', () => {
  it('sends the multipart body over XMLHttpRequest, reports its progress and parses the answer with the schema', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const progress: number[] = [];

    const answer = await client().upload('/files/', attachment(), {
      schema: received,
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(answer.error).toBe(false);
    if (answer.error) return;
    expect(answer.status).toBe(201);
    // Parsed by the schema: typed, and exactly what the server received.
    expect(answer.data).toEqual({
      id: 7,
      filename: 'perizia.pdf',
      content_type: 'application/pdf',
      size: expect.any(Number),
      multipart: true,
      authorization: `Token ${TOKEN}`,
      accept: 'application/json',
    });
    expect(answer.data.size).toBeGreaterThan(FILE_BYTES);
    // The answer's headers come through XMLHttpRequest too.
    expect(answer.headers.get('location')).toBe('/api/v1/files/7/');

    expect(open).toHaveBeenCalledOnce();
    expect(open.mock.calls[0]?.slice(0, 2)).toEqual(['POST', `${baseUrl}/files/`]);
    expect(fetch).not.toHaveBeenCalled();

    // The browser's upload events (fractions of the bytes sent, rising), then the client's final 1.
    const reported = progress.slice(0, -1);
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    for (const fraction of reported) expect(fraction).toBeGreaterThan(0);
    for (const fraction of reported) expect(fraction).toBeLessThanOrEqual(1);
    expect(progress.at(-1)).toBe(1);
  });

  it("turns an error answer into the client's failure: the error key and the field errors", async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const progress: number[] = [];

    const answer = await client().upload('/files/refused/', attachment(1024), {
      schema: received,
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(open).toHaveBeenCalledOnce();
    expect(answer).toMatchObject({
      error: true,
      status: 400,
      data: {
        detail: 'validation_error',
        errors: [
          { field: 'file', code: 'unsupported_media_type', message: 'This file type is refused.' },
        ],
      },
    });
  });

  it('is an unknown_server_error when the answer does not match the schema', async () => {
    const answer = await client().upload('/files/odd/', attachment(1024), { schema: received });
    expect(answer).toMatchObject({
      error: true,
      status: 201,
      data: { detail: 'unknown_server_error', errors: [] },
    });
  });

  it('rejects with the abort when the signal aborts the upload under way', async () => {
    const controller = new AbortController();
    const upload = client().upload('/files/hang/', attachment(), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('never sends an upload aborted before it starts', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const controller = new AbortController();
    const upload = client().upload('/files/hang/', attachment(1024), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(open).not.toHaveBeenCalled();
  });
});
