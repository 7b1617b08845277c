/// <reference types="node" />
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserCommand } from 'vitest/node';

// A real HTTP endpoint for the browser tests of the API client's upload (XMLHttpRequest in Chromium): a
// node:http server started and stopped from the test through Vitest browser commands, which run in the
// Vitest process. The test page is served from another origin, so the server answers CORS.
//
// Under `/api/v1/files/`:
// - `POST /files/` reads the multipart body slowly (so that the browser reports upload progress on the way)
//   and answers 201 with what it received: the file part's name and type, the body's size, and the
//   `Authorization` and `Accept` headers; `Location` names the stored file;
// - `POST /files/refused/` answers 400 with a `{detail, error_list}` body, as the API does;
// - `POST /files/odd/` answers 201 with a body that is not a stored file;
// - `POST /files/hang/` reads the body and never answers (an upload the client aborts).

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'accept, authorization, content-type, if-match',
  'access-control-expose-headers': 'location, etag',
};

/**
 * How long the server waits before it reads a body: the socket's buffers fill, the browser's count of bytes
 * sent stops part-way, and its progress events report a fraction below 1 whatever the machine's speed.
 */
const STALL_MS = 300;
/** Then chunks the server takes before it pauses again, and how long it pauses. */
const CHUNKS_PER_PAUSE = 16;
const PAUSE_MS = 10;

const servers = new Map<string, Server>();

function json(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { ...CORS, 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Reads the whole body after a stall, pausing every few chunks. */
function readSlowly(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Paused before the 'data' listener, which would otherwise start the flow at once.
    req.pause();
    setTimeout(() => req.resume(), STALL_MS);
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (chunks.length % CHUNKS_PER_PAUSE === 0) {
        req.pause();
        setTimeout(() => req.resume(), PAUSE_MS);
      }
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The name and type of the multipart body's file part. */
function filePart(body: Buffer): { filename: string | null; contentType: string | null } {
  const head = body.subarray(0, 64 * 1024).toString('latin1');
  const filename = /filename="([^"]*)"/.exec(head)?.[1] ?? null;
  const contentType = /filename="[^"]*"\r\nContent-Type: ([^\r\n]+)/i.exec(head)?.[1] ?? null;
  return { filename, contentType };
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    res.end();
    return;
  }
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method !== 'POST')
    return json(res, 405, { detail: 'method_not_allowed', error_list: [] });
  if (path === '/api/v1/files/hang/') {
    req.resume();
    return;
  }
  const body = await readSlowly(req);
  switch (path) {
    case '/api/v1/files/': {
      const { filename, contentType } = filePart(body);
      return json(
        res,
        201,
        {
          id: 7,
          filename,
          content_type: contentType,
          size: body.length,
          multipart: /^multipart\/form-data; boundary=/.test(req.headers['content-type'] ?? ''),
          authorization: req.headers.authorization ?? null,
          accept: req.headers.accept ?? null,
        },
        { location: '/api/v1/files/7/' },
      );
    }
    case '/api/v1/files/refused/':
      return json(res, 400, {
        detail: 'validation_error',
        error_list: [
          { field: 'file', code: 'unsupported_media_type', message: 'This file type is refused.' },
        ],
      });
    case '/api/v1/files/odd/':
      return json(res, 201, { stored: 'yes' });
    default:
      return json(res, 404, { detail: 'not_found', error_list: [] });
  }
}

/** Starts an upload server on a free port of 127.0.0.1; answers its `/api/v1` base address. */
export const startUploadServer: BrowserCommand<[]> = async () => {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { detail: 'unknown_server_error', error_list: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  servers.set(baseUrl, server);
  return { baseUrl };
};

/** Stops the upload server of `baseUrl`, dropping any connection left open. */
export const stopUploadServer: BrowserCommand<[baseUrl: string]> = async (_context, baseUrl) => {
  const server = servers.get(baseUrl);
  if (!server) return;
  servers.delete(baseUrl);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};

/** The commands of the `browser` Vitest project (`import { commands } from 'vitest/browser'`). */
export const uploadServerCommands = { startUploadServer, stopUploadServer };
