// Static server for the built web app (apps/web/dist): `npm start` until the API server serves it.
// Dependency-free on purpose: node:http and node:fs only.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist'),
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

// The one inline <style> the app needs: react-aria's usePress injects exactly this text. Allowing it by
// hash keeps 'unsafe-inline' out of the CSP; the e2e tests fail on any CSP violation, so a changed
// text after an upgrade is caught.
const reactAriaPressableStyle = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;
const styleHashes = [reactAriaPressableStyle].map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);

/** Headers on every answer. */
const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  'Content-Security-Policy': [
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
  ].join('; '),
};

function send(res, status, headers, body) {
  res.writeHead(status, { ...securityHeaders, ...headers });
  res.end(body);
}

/** Resolves a URL path inside `root`, or null when it would escape it. */
function resolvePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function fileAt(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function serveFile(req, res, file, info, cacheControl) {
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) return send(res, 304, headers);
  res.writeHead(200, { ...securityHeaders, ...headers, 'Content-Length': info.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(
      res,
      405,
      { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
      'Method Not Allowed',
    );
  }
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = resolvePath(urlPath);
  if (!file) return send(res, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad Request');

  const info = urlPath.endsWith('/') ? null : await fileAt(file);
  if (info && path.basename(file) !== 'index.html') {
    // Vite names everything under /assets/ by content hash: it never changes.
    const cache = urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate';
    return serveFile(req, res, file, info, cache);
  }
  if (!info && path.extname(urlPath) !== '') {
    return send(
      res,
      404,
      { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
      'Not Found',
    );
  }
  // Client-side routes (no extension) get the app; the router shows its own 404 page.
  const index = path.join(root, 'index.html');
  const indexInfo = await fileAt(index);
  if (!indexInfo) {
    return send(
      res,
      503,
      { 'Content-Type': 'text/plain; charset=utf-8' },
      'The web app is not built: run `pnpm --filter @altalena/web build`.',
    );
  }
  return serveFile(req, res, index, indexInfo, 'no-cache');
});

server.listen(port, host, () => {
  console.info(
    `Altalena web on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (serving ${root})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
