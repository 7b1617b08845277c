import type { FastifyRequest } from 'fastify';

/**
 * The address of `path` (`/quotes/12`) in the app, on the origin the request came to (behind a trusted
 * proxy, the one the client used): links in documents and mails.
 */
export function appUrl(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.host}${path}`;
}
