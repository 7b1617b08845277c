import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The address of `path` (`/quotes/12`) in the app: links in documents and mails. It comes from
 * `PUBLIC_URL`, else `http://localhost:PORT`; never from the request, whose Host header a caller chooses.
 */
export function appUrl(request: FastifyRequest, path: string): string {
  const { publicUrl } = request.server.deps.config;
  if (publicUrl !== undefined) return `${publicUrl}${path}`;
  const address = request.server.server.address() as AddressInfo | null;
  return `http://localhost:${address?.port ?? request.server.deps.config.port}${path}`;
}
