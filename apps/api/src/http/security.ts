import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The one inline <style> the web app needs: react-aria's usePress injects exactly this text. Allowing it
// by hash keeps 'unsafe-inline' out of the CSP.
const reactAriaPressableStyle = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;
const styleHashes = [reactAriaPressableStyle].map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);

/** The Content-Security-Policy of every answer: the app's own origin only. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${styleHashes.join(' ')}`,
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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

/** Headers on every answer of the server. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** Adds the security headers to every answer, keeping a CSP a route set for itself. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
