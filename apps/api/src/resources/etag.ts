import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

/** How a route reads `If-Match` (`checkIfMatch`). */
export type IfMatchMode = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route checks `If-Match`: `required` answers 428 without it, `optional` checks it only when
     * sent. The one place this is said: `checkIfMatch` and the OpenAPI document both read it.
     */
    ifMatch?: IfMatchMode;
  }
}

/** Route `config` of a write that answers 428 without `If-Match` (PUT, PATCH, actions on an item). */
export const ifMatchRequired = { ifMatch: 'required' } as const satisfies { ifMatch: IfMatchMode };
/** Route `config` of a write that checks `If-Match` only when sent (DELETE). */
export const ifMatchOptional = { ifMatch: 'optional' } as const satisfies { ifMatch: IfMatchMode };

/** The `ETag` of an item at `version`: a strong tag holding the version. */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/** Sets the `ETag` of the item a reply carries. */
export function setEtag(reply: FastifyReply, version: number): void {
  reply.header('etag', etagOf(version));
}

/** The versions an `If-Match` header names (`*` as null); undefined when the header is absent. */
export function ifMatchVersions(request: FastifyRequest): (number | null)[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const raw = Array.isArray(header) ? header.join(',') : header;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((tag) => {
      if (tag === '*') return null;
      const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(tag);
      return match ? Number(match[1]) : -1;
    });
}

/**
 * Checks `If-Match` against the stored version: 412 when it names another version. On a route whose `config`
 * is `ifMatchRequired` an absent header is a 428, so a client that did not say which version it edited never
 * overwrites another's change.
 */
export function checkIfMatch(request: FastifyRequest, version: number): void {
  const mode = request.routeOptions.config.ifMatch;
  // A route that reads If-Match without saying how would be documented wrongly: refuse to guess.
  if (mode === undefined)
    throw new Error(`${request.routeOptions.url} does not declare config.ifMatch`);
  const versions = ifMatchVersions(request);
  if (versions === undefined || versions.length === 0) {
    if (mode === 'optional') return;
    throw new ApiError(428, 'precondition_required', [
      {
        field: 'If-Match',
        code: 'required',
        message: 'Send the ETag of the version you edited in If-Match.',
      },
    ]);
  }
  if (versions.some((candidate) => candidate === null || candidate === version)) return;
  throw new ApiError(
    412,
    'precondition_failed',
    [
      {
        field: 'If-Match',
        code: 'stale',
        message: 'Someone else changed this item: reload it and apply your change again.',
      },
    ],
    { headers: { etag: etagOf(version) } },
  );
}
