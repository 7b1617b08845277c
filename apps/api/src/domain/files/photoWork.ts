import { availableParallelism } from 'node:os';
import { ApiError } from '../../http/errors';

/**
 * Where uploads do their image work (decode, rotate, resize, encode): outside every database transaction,
 * a few photos at a time, the others waiting their turn (docs/documents-and-schedules.md#photos).
 */
export interface PhotoWork {
  /**
   * Runs `task` when a turn is free. When `queueLimit` tasks already wait it throws the 503
   * `server_busy` with `Retry-After` at once, running nothing.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Options of a {@link PhotoWorkQueue}. */
export interface PhotoWorkOptions {
  /** Photos worked on at once; by default one core is left to the event loop (at most 3, see below). */
  concurrency?: number;
  /** Photos that may wait for a turn before an upload is refused with 503 (default 32). */
  queueLimit?: number;
}

/** Photos waiting for a turn by default: each waits as a temp file on disk, not in memory. */
export const DEFAULT_PHOTO_QUEUE_LIMIT = 32;

/**
 * Photos worked on at once by default: the cores but one, so that requests are still answered, and at most
 * 3, since every photo holds one of libuv's 4 threads that file reads and writes also need.
 */
export function defaultPhotoConcurrency(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, 3));
}

/** Seconds a photo is assumed to take before one has been timed. */
const FIRST_ESTIMATE_SECONDS = 2;
/** Bounds of the `Retry-After` of a refused upload, in seconds. */
const RETRY_AFTER_BOUNDS = { min: 1, max: 120 } as const;

/** The 503 of an upload that found the photo queue full. */
export function photoQueueFull(retryAfterSeconds: number): ApiError {
  return new ApiError(
    503,
    'server_busy',
    [
      {
        field: 'file',
        code: 'server_busy',
        message: `Too many photos are being processed: send it again in ${retryAfterSeconds} s.`,
      },
    ],
    { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
}

/**
 * A bounded queue for image work in one process: `concurrency` tasks run, up to `queueLimit` wait in
 * order, and the next is refused with a `Retry-After` estimated from how long recent photos took.
 */
export class PhotoWorkQueue implements PhotoWork {
  readonly concurrency: number;
  readonly queueLimit: number;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Seconds a photo took, smoothed over the recent ones. */
  private averageSeconds = FIRST_ESTIMATE_SECONDS;

  constructor(options: PhotoWorkOptions = {}) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultPhotoConcurrency()));
    this.queueLimit = Math.max(0, Math.floor(options.queueLimit ?? DEFAULT_PHOTO_QUEUE_LIMIT));
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** {@inheritDoc PhotoWork.run} */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw photoQueueFull(this.retryAfterSeconds());
      // The finishing task hands its turn over directly (`active` is not lowered), so no newcomer jumps in.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    const started = performance.now();
    try {
      return await task();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      this.averageSeconds = 0.7 * this.averageSeconds + 0.3 * seconds;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** When a refused upload should come back: once the photos ahead of it are likely done. */
  private retryAfterSeconds(): number {
    const ahead = this.active + this.waiting.length;
    const estimate = Math.ceil((ahead / this.concurrency) * this.averageSeconds);
    return Math.min(RETRY_AFTER_BOUNDS.max, Math.max(RETRY_AFTER_BOUNDS.min, estimate));
  }
}
