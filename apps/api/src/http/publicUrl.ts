import type { FastifyRequest } from 'fastify';

/**
 * The address of `path` (`/quotes/12`) in the app: links in documents and mails. It comes from
 * `PUBLIC_URL`, else `http://localhost:PORT`; never from the request, whose Host header a caller chooses.
 */
export function appUrl(request: FastifyRequest, path: string): string {
  const { publicUrl } = request.server.deps.config;
  if (publicUrl !== undefined) return `${publicUrl}${path}`;
  // A TCP server's address is an `AddressInfo`; a pipe's is its path, and no port.
  const address = request.server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : undefined;
  return `http://localhost:${port ?? request.server.deps.config.port}${path}`;
}
