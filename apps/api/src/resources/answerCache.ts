import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { DataVersionTable } from '../db/dataVersions';
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

/** One answer of a key for one data version: its serialised body (shared by every request it answers) and compressed forms. */
export interface KeptAnswer {
  version: bigint;
  body: Promise<string>;
  /** Bytes counted against the cache: the body and its compressed forms, once computed. */
  bytes: number;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** What one key holds: the newest answer computed, and the computation of a newer one while it runs. */
interface KeptKey {
  done?: KeptAnswer;
  computing?: KeptAnswer;
}

/** Options of an answer cache. */
export interface AnswerCacheOptions {
  /** How many answers it keeps (the least recently used go first). */
  entries?: number;
  /** How many bytes of bodies and compressed bodies it keeps. */
  bytes?: number;
}

/** Options of the answers of one route kept in memory, see `answerCache`. */
export interface KeptAnswerOptions extends AnswerCacheOptions {
  /**
   * The tables whose rows the answers show, stored or derived: each must raise the data versions
   * (db/dataVersions `dataVersionTables`, whose triggers a test checks), or a write to it would leave answers stale.
   */
  shows: readonly DataVersionTable[];
}

/** The answers of one route by key and data version, see `answerStore`. */
export interface AnswerStore {
  /**
   * The answer for a request that read `version`: the newest kept or being computed when its version is at least
   * `version`, else the one `compute` now starts. Every caller of a key whose version moved to the same `version`
   * gets that single computation, its value or its error.
   */
  answer(key: string, version: bigint, compute: () => Promise<string>): KeptAnswer;
  /** Counts `added` bytes of a compressed form of `answer` while it is its key's kept answer. */
  grow(key: string, answer: KeptAnswer, added: number): void;
}

/**
 * Answers kept per key and data version. Versions only grow (db/dataVersions), so an answer computed for a version
 * at least the request's shows everything the request may see: a request that read an older version (it
 * authenticated before a write) is given the newer answer instead of computing an older one, and one that read a
 * newer version never gets an older answer. After a write the first request of the new version computes and the
 * others wait for it (issue 22: not one computation each). No previous answer is served while a newer computes: it
 * would be older than the request, and the user who just wrote would not see the write (docs/api.md#kept-answers).
 * A failed computation is given to its waiters and not kept.
 */
export function answerStore(options: AnswerCacheOptions = {}): AnswerStore {
  const maxEntries = options.entries ?? DEFAULT_ENTRIES;
  const maxBytes = options.bytes ?? DEFAULT_BYTES;
  const keys = new Map<string, KeptKey>();
  let bytes = 0;

  const forget = (key: string, kept: KeptKey) => {
    if (keys.get(key) !== kept) return;
    keys.delete(key);
    bytes -= kept.done?.bytes ?? 0;
  };
  // The least recently used go first: a Map iterates in insertion order, and each use inserts again.
  const evict = (keep: KeptKey) => {
    for (const [oldKey, old] of keys) {
      if (keys.size <= maxEntries && bytes <= maxBytes) break;
      if (old !== keep) forget(oldKey, old);
    }
  };
  const settle = (key: string, kept: KeptKey, answer: KeptAnswer, body: string) => {
    if (kept.computing === answer) kept.computing = undefined;
    // Dropped meanwhile, or a newer answer finished first: this one answers its waiters only.
    if (keys.get(key) !== kept || (kept.done && kept.done.version >= answer.version)) return;
    bytes -= kept.done?.bytes ?? 0;
    kept.done = answer;
    answer.bytes = Buffer.byteLength(body);
    bytes += answer.bytes;
    evict(kept);
  };
  const fail = (key: string, kept: KeptKey, answer: KeptAnswer) => {
    if (kept.computing !== answer) return;
    kept.computing = undefined;
    if (!kept.done) forget(key, kept);
  };

  return {
    answer(key, version, compute) {
      let kept = keys.get(key);
      if (kept) keys.delete(key);
      else kept = {};
      keys.set(key, kept);
      if (kept.done && kept.done.version >= version) return kept.done;
      if (kept.computing && kept.computing.version >= version) return kept.computing;
      const answer: KeptAnswer = {
        version,
        // A compute that throws at once fails its waiters as one that rejects.
        body: new Promise<string>((resolve) => resolve(compute())),
        bytes: 0,
        encoded: new Map(),
      };
      kept.computing = answer;
      const slot = kept;
      answer.body.then(
        (body) => settle(key, slot, answer, body),
        () => fail(key, slot, answer),
      );
      evict(slot);
      return answer;
    },
    grow(key, answer, added) {
      const kept = keys.get(key);
      if (kept?.done !== answer) return;
      answer.bytes += added;
      bytes += added;
      evict(kept);
    },
  };
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
 * request; after a write one request computes and the others of that version wait for it (`answerStore`). A body is
 * serialised with the route's response schema once, and compressed once per encoding the clients ask for. The key
 * names everything else the answer depends on: the day and the request's URL.
 */
export function answerCache(options: KeptAnswerOptions): SendKeptAnswer {
  const store = answerStore(options);

  return async function sendKeptAnswer(request, reply, day, compute) {
    if (wantsCsv(request)) return compute();
    const actor = currentUser(request);
    const scoped = `${isAdmin(actor) ? 'all' : customerIdOf(actor)}\n${day}\n${request.url}`;
    if (request.dataVersion === null) {
      throw new Error(`${request.url}: a route kept in memory needs config.dataVersion`);
    }
    const kept = store.answer(scoped, BigInt(request.dataVersion), () =>
      compute().then((value) => {
        const serialized = reply.serialize(value);
        // The route's JSON serializer writes text; only a custom one could give bytes.
        if (typeof serialized !== 'string')
          throw new Error(`${request.url}: a kept answer must serialise to text`);
        return serialized;
      }),
    );
    const body = await kept.body;
    reply.type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null || body.length < COMPRESS_THRESHOLD) return reply.send(body);

    let encoded = kept.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](body);
      kept.encoded.set(encoding, encoded);
      encoded.then(
        (buffer) => store.grow(scoped, kept, buffer.length),
        () => kept.encoded.delete(encoding),
      );
    }
    const compressed = await encoded;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    reply.header('content-encoding', encoding);
    return reply.send(compressed);
  };
}
