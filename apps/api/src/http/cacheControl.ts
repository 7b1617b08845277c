import type { FastifyInstance } from 'fastify';

/**
 * What browsers and proxies may keep of an API answer that says nothing itself: nothing. Answers hold one
 * user's data (and the login's token); the web app and its service worker never revalidate JSON or CSV with
 * `If-None-Match` (offline data lives in IndexedDB), so no 304 is lost. Files and PDFs set `private,
 * no-cache` themselves and keep their ETag revalidation; public settings keep their `max-age`.
 */
export const API_CACHE_CONTROL = 'private, no-store';

/** Gives every answer of `app`'s scope (`/api/v1`) without a `Cache-Control` of its own `API_CACHE_CONTROL`. */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
    return payload;
  });
}
