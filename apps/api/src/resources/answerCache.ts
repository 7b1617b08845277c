import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import { acceptedEncoding, COMPRESS_THRESHOLD, type Encoding } from '../http/compression';
import { customerIdOf, isAdmin } from './access';
import { wantsCsv } from './csv';

/** How many answers one cache keeps. */
const DEFAULT_ENTRIES = 500;

/** How many bytes (bodies and their compressed forms) one cache keeps. */
const DEFAULT_BYTES = 64 * 1024 * 1024;

const compressors: Record<Encoding, (body: string) => Promise<Buffer>> = {
  // Compressed once per version and then served many times: worth a higher quality than the compress plugin's 4
  // for answers made on each request, yet far cheaper than 11 on the map's largest answer.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 8,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** One kept answer: its serialised body (shared by the requests that wait for it) and its compressed forms. */
interface KeptAnswer {
  version: string;
  body: Promise<string>;
  bytes: number;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** Options of an answer cache. */
export interface AnswerCacheOptions {
  /** How many answers it keeps (the least recently used go first). */
  entries?: number;
  /** How many bytes of bodies and compressed bodies it keeps. */
  bytes?: number;
}

/** Sends the answer of `compute` for the request on `day`, kept in memory, see `answerCache`. */
export type SendKeptAnswer = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  day: string,
  compute: () => Promise<T>,
) => Promise<T | FastifyReply>;

/**
 * Answers of one route kept in memory per caller scope (a customer, or all for the admins), day and URL, while the
 * scope's data version (db/dataVersions) has not moved. The route asks `authenticate` to read the version with the
 * session (`config: { dataVersion: true }`), before anything is computed, so an answer is never older than its
 * request; the requests that find the same version being computed wait for that one computation. A body is
 * serialised with the route's response schema once, and compressed once per encoding the clients ask for. `key` names everything else the answer depends on: the day and the request's URL.
 */
export function answerCache(options: AnswerCacheOptions = {}): SendKeptAnswer {
  const maxEntries = options.entries ?? DEFAULT_ENTRIES;
  const maxBytes = options.bytes ?? DEFAULT_BYTES;
  const entries = new Map<string, KeptAnswer>();
  let bytes = 0;

  const forget = (key: string, kept: KeptAnswer) => {
    if (entries.get(key) !== kept) return;
    entries.delete(key);
    bytes -= kept.bytes;
  };
  const grow = (key: string, kept: KeptAnswer, added: number) => {
    if (entries.get(key) !== kept) return;
    kept.bytes += added;
    bytes += added;
    // The least recently used go first: a Map iterates in insertion order, and a hit inserts again.
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      if (old !== kept) forget(oldKey, old);
    }
  };

  return async function sendKeptAnswer(request, reply, day, compute) {
    if (wantsCsv(request)) return compute();
    const actor = currentUser(request);
    const scoped = `${isAdmin(actor) ? 'all' : customerIdOf(actor)}\n${day}\n${request.url}`;
    const version = request.dataVersion;
    if (version === null) {
      throw new Error(`${request.url}: a route kept in memory needs config.dataVersion`);
    }
    let kept = entries.get(scoped);
    if (kept?.version === version) {
      entries.delete(scoped);
      entries.set(scoped, kept);
    } else {
      if (kept) forget(scoped, kept);
      const answer: KeptAnswer = {
        version,
        body: compute().then((value) => reply.serialize(value) as string),
        bytes: 0,
        encoded: new Map(),
      };
      entries.set(scoped, answer);
      answer.body.then(
        (body) => grow(scoped, answer, Buffer.byteLength(body)),
        () => forget(scoped, answer),
      );
      kept = answer;
    }
    const body = await kept.body;
    reply.type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null || body.length < COMPRESS_THRESHOLD) return reply.send(body);

    let encoded = kept.encoded.get(encoding);
    if (!encoded) {
      const answer = kept;
      encoded = compressors[encoding](body);
      answer.encoded.set(encoding, encoded);
      encoded.then(
        (buffer) => grow(scoped, answer, buffer.length),
        () => answer.encoded.delete(encoding),
      );
    }
    const compressed = await encoded;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding);
    return reply.send(compressed);
  };
}
