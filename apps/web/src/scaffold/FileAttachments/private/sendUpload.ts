import { parseRetryAfter, type ApiResponse } from '@altalena/api-client';

/** Times an upload is sent while the server answers that it is busy (the first included). */
export const BUSY_TRIES = 4;

/** The longest wait between two tries, whatever `Retry-After` asks: the user is watching. */
const MAX_WAIT_MS = 30_000;

/** Options of {@link sendUpload}. */
export interface SendUploadOptions {
  /** Waits between two tries; `setTimeout` by default. */
  wait?: (ms: number) => Promise<void>;
  /** Times to try in all (default {@link BUSY_TRIES}). */
  tries?: number;
}

/**
 * Whether the server refused an upload without keeping anything and asked to be sent it again later: the
 * 503 `server_busy` of a full photo queue or the 429 of the upload rate limit (docs/api.md#files).
 */
export function isBusy(answer: ApiResponse<unknown>): boolean {
  return answer.error && (answer.status === 503 || answer.status === 429);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends an upload, and sends it again after the server's `Retry-After` (at most 30 s) while the server is
 * busy, up to `tries` times: a busy server is "later", not a failure, and the user's photo is not lost.
 * Answers the last answer.
 */
export async function sendUpload<T>(
  send: () => Promise<ApiResponse<T>>,
  { wait = sleep, tries = BUSY_TRIES }: SendUploadOptions = {},
): Promise<ApiResponse<T>> {
  let answer = await send();
  for (let tried = 1; tried < tries && isBusy(answer); tried++) {
    const asked = parseRetryAfter(answer.headers.get('retry-after'), Date.now()) ?? 1000;
    await wait(Math.min(MAX_WAIT_MS, Math.max(1000, asked)));
    answer = await send();
  }
  return answer;
}
