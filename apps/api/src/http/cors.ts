import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Request headers a portal on another origin may send: the token, the version edited, the body type, languages. */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'If-Match',
  'Content-Type',
  'Accept',
  'Accept-Language',
] as const;

/**
 * Answer headers a portal's script may read: the version for its next `If-Match`, the file name of a download,
 * the wait after a 429, the address of what a POST created.
 */
export const CORS_EXPOSED_HEADERS = [
  'ETag',
  'Content-Disposition',
  'Retry-After',
  'Location',
] as const;

/**
 * Lets browsers on `origins` (exact, `CORS_ORIGINS`) call the routes of `app`'s scope: the allow headers on
 * their answers and a 204 to their preflights. No credentials: the token travels in `Authorization`, never in a
 * cookie. With no origins nothing is registered, so no answer carries a CORS header.
 */
export async function registerCors(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    credentials: false,
    // Browsers keep a preflight's answer this long (Chromium caps it at 2 hours).
    maxAge: 7200,
    optionsSuccessStatus: 204,
  });
}
