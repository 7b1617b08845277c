import type { HttpMethod } from './types';

/** Statuses a request is retried on (docs/spec/original-specification.md §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

const READING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How many times a failed request of `method` is retried: reads once, writes never. */
export function retriesFor(method: HttpMethod): number {
  return READING_METHODS.has(method) ? 1 : 0;
}

/**
 * Milliseconds a `Retry-After` value asks to wait (delta-seconds or an HTTP date), or undefined when it
 * is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
