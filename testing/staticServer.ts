/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

// A plain static web server for the tests of what is deployed as files: the static Storybook designers
// open and the example portal's build.

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Options of {@link serveStatic}. */
export interface StaticServerOptions {
  /** Port to listen on (127.0.0.1); `0`, the default, picks a free one. */
  port?: number;
  /** Answers of their own by path (a deployment's `config.json`), served before the files. */
  routes?: Record<string, unknown>;
  /** Serve `index.html` for a path that is no file, as a single-page app's server does (else 404). */
  spaFallback?: boolean;
  /** Headers of every file's answer besides its type and caching (a deployment's CSP). */
  headers?: Record<string, string>;
}

/** Serves the files under `root` as any web server the build is copied to would. */
export function serveStatic(root: string, options: StaticServerOptions = {}): Promise<Server> {
  const { port = 0, routes = {}, spaFallback = false, headers = {} } = options;
  const send = (file: string) => readFile(file).then((body) => ({ file, body }));
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname in routes) {
      response
        .writeHead(200, { 'content-type': contentTypes['.json']! })
        .end(JSON.stringify(routes[pathname]));
      return;
    }
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    send(file)
      .catch((error: unknown) => {
        if (spaFallback) return send(path.join(root, 'index.html'));
        throw error;
      })
      .then(
        ({ file: served, body }) => {
          const type = contentTypes[path.extname(served)] ?? 'application/octet-stream';
          // Cached, so that each page after the first loads the scripts from the browser's cache.
          response
            .writeHead(200, { ...headers, 'content-type': type, 'cache-control': 'max-age=3600' })
            .end(body);
        },
        () => response.writeHead(404).end(),
      );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
