import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { dashboardVersions } from '../db/schema';
import { acceptedEncoding, COMPRESS_THRESHOLD, type Encoding } from '../http/compression';
import { customerIdOf, isAdmin, type Actor } from './access';

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

/**
 * The counter the actor's answers depend on (migrations 0008 and 0009): its customer's, or for an admin the sum
 * of every customer's. Triggers raise a customer's counter in the transaction of every write to its parks, toys,
 * inspections, findings, quotes and contracts and to the customer itself; rows are never deleted, so the sum only
 * grows.
 */
export async function dataVersion(db: Db, actor: Actor): Promise<string> {
  const [row] = isAdmin(actor)
    ? await allVersions(db).execute()
    : await customerVersion(db).execute({ customer: customerIdOf(actor) });
  return row?.version ?? '0';
}

/** The sum of every customer's counter: the admins' version. */
const allVersions = preparedQuery((db) =>
  db
    .select({ version: sql<string>`coalesce(sum(${dashboardVersions.version}), 0)::text` })
    .from(dashboardVersions)
    .prepare('data_version_all'),
);

/** One customer's counter. */
const customerVersion = preparedQuery((db) =>
  db
    .select({ version: sql<string>`${dashboardVersions.version}::text` })
    .from(dashboardVersions)
    .where(eq(dashboardVersions.customer_id, sql.placeholder('customer')))
    .prepare('data_version_customer'),
);

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

/** Sends an answer kept in memory, see `answerCache`. */
export type SendKeptAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
) => Promise<FastifyReply>;

/**
 * Answers of one route kept in memory per caller scope (a customer, or all for the admins) and `key`, while the
 * scope's data version (`dataVersion`) has not moved. The version is read before anything is computed, so an
 * answer is never older than its request; the requests that find the same version being computed wait for that
 * one computation. A body is serialised with the route's response schema once, and compressed once per encoding
 * the clients ask for. `key` names everything else the answer depends on: the day and the request's URL.
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

  return async function sendKeptAnswer(request, reply, key, compute) {
    const actor = currentUser(request);
    const scoped = `${isAdmin(actor) ? 'all' : customerIdOf(actor)}\n${key}`;
    const version = await dataVersion(request.server.deps.db, actor);
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
