import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The inline <style> elements the web app needs, each injected by react-aria with exactly this text:
// allowing them by hash keeps 'unsafe-inline' out of the CSP. usePress injects the first; on iOS,
// usePreventScroll (its modals) injects the second. Radix's Select renders the third in its list.
const reactAriaPressableStyle = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;
const reactAriaPreventScrollStyle = `@layer {
  * {
    overscroll-behavior: contain;
  }
}`;
const radixSelectViewportStyle =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';
const styleHashes = [
  reactAriaPressableStyle,
  reactAriaPreventScrollStyle,
  radixSelectViewportStyle,
].map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);

/** The origin of a tile URL template (`https://tile.openstreetmap.org`), for the CSP's `img-src`. */
export function tileOrigin(tileUrl: string): string {
  // `{s}` subdomains become a wildcard: `https://{s}.tile.example` → `https://*.tile.example`.
  const url = new URL(tileUrl.replace('{s}', 'subdomain').replace(/[{}]/g, ''));
  return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
}

/**
 * The Content-Security-Policy of every answer: the app's own origin only, and images from the map's tile
 * server when there is one (`MAP_TILE_URL`). `'wasm-unsafe-eval'` lets the label scanner compile its
 * decoder's WebAssembly, served by the app itself; it allows no JavaScript `eval`.
 */
export function contentSecurityPolicy(mapTileUrl: string | null = null): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    `style-src 'self' ${styleHashes.join(' ')}`,
    `img-src 'self' data: blob:${mapTileUrl ? ` ${tileOrigin(mapTileUrl)}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The app's service worker (sw.js) and its web app manifest, from the site only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The relaxed policy of the API docs page only: Swagger UI sets inline styles. */
export const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers on every answer of the server, for its map tile server (if any). */
export const securityHeaders = (
  mapTileUrl: string | null = null,
): Readonly<Record<string, string>> => ({
  'content-security-policy': contentSecurityPolicy(mapTileUrl),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // The camera reads QR labels on the inspection page; the position is recorded at start and completion.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(self)',
});

/** Adds the security headers to every answer, keeping a CSP a route set for itself. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
