import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { detectLocale } from '@altalena/i18n/detection';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Cache policy of a file of the web build, by its path relative to the build folder. */
export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  // Vite names everything under assets/ by content hash: it never changes.
  if (normalized.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // The pages (index.html, the prerendered ones) and the version files (latest-build.json, the build
  // manifest) name the current build's assets: they must always be revalidated.
  if (normalized.endsWith('.html') || !normalized.includes('/')) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

/** Whether a URL path belongs to the API (which never falls back to the web app). */
export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/** Whether a GET of this path should get the web app's index.html (a client-side route). */
export function isSpaRoute(urlPath: string): boolean {
  if (isApiPath(urlPath)) return false;
  const last = urlPath.split('/').pop() ?? '';
  return path.extname(last) === '';
}

/** Serves the built web app from `webDist`: static files, pre-compressed, with the right cache headers. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  // Without a build yet, only `reply.sendFile` is wanted (the fallback page checks again per request).
  const built = existsSync(webDist) && statSync(webDist).isDirectory();
  await app.register(fastifyStatic, {
    root: webDist,
    serve: built,
    suppressWarning: true,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // Directories never redirect to a trailing slash: client routes are not folders.
    redirect: false,
    // The build writes `.br` and `.gz` beside every text file (apps/web/scripts/compressPlugin.ts): they are
    // sent as they are to clients that accept them, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(path.relative(webDist, filePath)));
    },
  });
}

const notBuiltPage =
  'Altalena: the web app is not built.\n\n' +
  'Build it with `pnpm --filter @altalena/web build` (or start with `npm start`), then reload.\n' +
  'The API is available under /api/v1/ (documentation at /api/v1/docs).\n';

/** A route path the build may have prerendered: lower-case segments only, so never `..` or a file name. */
const prerenderablePath = /^(?:\/[a-z0-9-]+)+$/;

/**
 * The build's prerendered page of `urlPath` (apps/web/scripts/prerenderPlugin.ts writes
 * `prerendered/<path>.<locale>.html`) in the language the app would pick (the `lan` cookie, else the
 * browser's languages on the root, else en), relative to `webDist`; null when there is none.
 */
export function prerenderedPageFor(
  webDist: string,
  urlPath: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): string | null {
  if (!prerenderablePath.test(urlPath)) return null;
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  const { locale } = detectLocale({ pathname: urlPath, cookie, languages });
  const file = `prerendered${urlPath}.${locale}.html`;
  return existsSync(path.join(webDist, file)) ? file : null;
}

/**
 * Answers a GET/HEAD of a client-side route with its prerendered page when the build has one, else
 * index.html, or a plain page when the app is not built.
 */
export async function sendSpaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  webDist: string,
): Promise<FastifyReply> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(request.method === 'HEAD' ? undefined : notBuiltPage);
  }
  const urlPath = request.url.split('?')[0] ?? '/';
  const page = prerenderedPageFor(
    webDist,
    urlPath,
    request.headers.cookie,
    request.headers['accept-language'],
  );
  // The prerendered page depends on the `lan` cookie: caches must not give one visitor's to another.
  if (page) reply.header('vary', 'Cookie, Accept-Encoding');
  return reply.code(200).sendFile(page ?? 'index.html', webDist);
}
