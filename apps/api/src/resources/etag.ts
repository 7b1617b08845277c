import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';

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
 * Checks `If-Match` against the stored version: 412 when it names another version. `required` makes an
 * absent header a 428, so a client that did not say which version it edited never overwrites another's change.
 */
export function checkIfMatch(request: FastifyRequest, version: number, required: boolean): void {
  const versions = ifMatchVersions(request);
  if (versions === undefined || versions.length === 0) {
    if (!required) return;
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
