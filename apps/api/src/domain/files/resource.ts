import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  fileContentQuery,
  fileItem,
  fileKindsByOwner,
  fileListQuery,
  fileMaxBytes,
  fileUploadFields,
  errorBody,
  itemParams,
  type FileItem,
  type FileOwnerType,
  type FileUploadFields,
} from '@altalena/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/authenticate';
import { checkUploadRateLimit } from '../../auth/rateLimit';
import {
  customerContracts,
  files,
  findings,
  inspections,
  installerContracts,
  parks,
  toys,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isRecord } from '../../http/json';
import {
  ensurePhotoVariant,
  hasVariants,
  preparePhoto,
  storePhotoVariants,
  type PreparedPhoto,
} from './photos';
import { customerIdOf, isAdmin, notFound, type Actor } from '../../resources/access';
import { recordChange, snapshot } from '../../resources/audit';
import {
  accessHooks,
  errorResponses,
  findVisible,
  inTransaction,
  resourcePlugin,
  defineResource,
  trackedDto,
  type TableRow,
} from '../../resources/crud';
import { checkIfMatch, ifMatchOptional, setEtag } from '../../resources/etag';
import type { Executor, Tx } from '../../resources/types';
import {
  blobLockKey,
  contentDisposition,
  drain,
  rangeNotSatisfiable,
  receiveUpload,
  removeBlob,
  requestedRange,
  sanitizeFilename,
  storeUpload,
  type ReceivedUpload,
} from './storage';
import { blobKey, variantKey } from './store';

/** The largest file of any kind: the parser's hard limit (each kind's own is checked while streaming). */
const PARSER_FILE_LIMIT = Math.max(...Object.values(fileMaxBytes));

/** Parser limits of `POST files/`: three short fields and one file. */
const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: 100,
  fields: 3,
  files: 1,
  parts: 4,
  headerPairs: 20,
  fileSize: PARSER_FILE_LIMIT,
};

/** The files a customer user may see: those of their own parks, their toys and their inspections' findings. */
function filesScope(actor: Actor): SQL {
  const customerId = customerIdOf(actor);
  return sql`(
    (${files.owner_type} = 'park' and exists (
      select 1 from ${parks} where ${parks.id} = ${files.owner_id} and ${parks.customer_id} = ${customerId}))
    or (${files.owner_type} = 'toy' and exists (
      select 1 from ${toys} join ${parks} on ${parks.id} = ${toys.park_id}
      where ${toys.id} = ${files.owner_id} and ${parks.customer_id} = ${customerId}))
    or (${files.owner_type} = 'finding' and exists (
      select 1 from ${findings}
      join ${inspections} on ${inspections.id} = ${findings.inspection_id}
      join ${parks} on ${parks.id} = ${inspections.park_id}
      where ${findings.id} = ${files.owner_id} and ${parks.customer_id} = ${customerId}))
  )`;
}

/** A file's metadata as the API shows it. */
export function fileDto(row: TableRow<typeof files>): FileItem {
  return trackedDto(row, {
    owner_type: row.owner_type,
    owner_id: Number(row.owner_id),
    kind: row.kind,
    filename: row.filename,
    content_type: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
  });
}

/** `files/` list and metadata: every signed-in user, each seeing the files of owners they may see. */
export const filesResource = defineResource({
  path: 'files',
  entity: 'file',
  tag: 'files',
  table: files,
  item: fileItem,
  write: z.strictObject({}),
  patch: z.strictObject({}),
  listQuery: fileListQuery,
  scope: filesScope,
  search: [files.filename],
  ordering: {
    created_at: files.created_at,
    filename: files.filename,
    size: files.size,
    kind: files.kind,
  },
  defaultOrdering: ['-created_at'],
  filters: (query) => [
    query.owner_type ? eq(files.owner_type, query.owner_type) : undefined,
    query.owner_id ? eq(files.owner_id, query.owner_id) : undefined,
    query.kind ? eq(files.kind, query.kind) : undefined,
  ],
  toDto: fileDto,
  csv: {
    entity: 'file',
    filename: 'files',
    columns: [
      { field: 'filename' },
      { field: 'owner_type', enum: 'enum.fileOwnerType' },
      { field: 'owner_id', type: 'int' },
      { field: 'kind', enum: 'enum.fileKind' },
      { field: 'content_type' },
      { field: 'size', type: 'int' },
      { field: 'sha256' },
      { field: 'created_at', type: 'datetime' },
    ],
  },
  without: ['create', 'update', 'delete'],
});

/** What an actor wants to do with a file of an owner. */
type OwnerAccess = 'upload' | 'delete';

/** The 409 of a change to a finding of a signed inspection. */
function inspectionSigned(): ApiError {
  return new ApiError(409, 'inspection_signed', [
    {
      field: 'owner_id',
      code: 'inspection_signed',
      message: 'The inspection is signed: its findings can no longer change.',
    },
  ]);
}

/** The 404 of an owner that is missing or that the actor may not see. */
function ownerNotFound(): ApiError {
  return new ApiError(404, 'not_found', [
    { field: 'owner_id', code: 'does_not_exist', message: 'No such record.' },
  ]);
}

/**
 * Checks that the actor may upload a file to, or delete a file of, an owner: the owner exists and is visible
 * (404 otherwise, never saying which), a customer user acts only on their own parks and toys and on findings
 * of their own unsigned routine visual inspections, and nobody changes a signed inspection (409). With
 * `lock`, the owner row (the inspection, for a finding) is locked `FOR SHARE` until the transaction ends.
 */
async function checkOwner(
  ex: Executor,
  actor: Actor,
  ownerType: FileOwnerType,
  ownerId: number,
  access: OwnerAccess,
  lock: boolean,
): Promise<void> {
  const admin = isAdmin(actor);
  const own = (customerId: number) => admin || customerId === customerIdOf(actor);
  switch (ownerType) {
    case 'park': {
      const query = ex
        .select({ customerId: parks.customer_id })
        .from(parks)
        .where(eq(parks.id, ownerId))
        .limit(1);
      const [row] = lock ? await query.for('share') : await query;
      if (!row || !own(row.customerId)) throw ownerNotFound();
      return;
    }
    case 'toy': {
      const query = ex
        .select({ customerId: parks.customer_id })
        .from(toys)
        .innerJoin(parks, eq(parks.id, toys.park_id))
        .where(eq(toys.id, ownerId))
        .limit(1);
      const [row] = lock ? await query.for('share', { of: toys }) : await query;
      if (!row || !own(row.customerId)) throw ownerNotFound();
      return;
    }
    case 'finding': {
      const query = ex
        .select({
          customerId: parks.customer_id,
          type: inspections.type,
          status: inspections.status,
        })
        .from(findings)
        .innerJoin(inspections, eq(inspections.id, findings.inspection_id))
        .innerJoin(parks, eq(parks.id, inspections.park_id))
        .where(eq(findings.id, ownerId))
        .limit(1);
      const [row] = lock ? await query.for('share', { of: inspections }) : await query;
      if (!row || !own(row.customerId)) throw ownerNotFound();
      if (!admin && (access === 'delete' || row.type !== 'routine_visual')) throw ownerNotFound();
      if (row.status === 'signed') throw inspectionSigned();
      return;
    }
    case 'customer_contract':
    case 'installer_contract': {
      if (!admin) throw ownerNotFound();
      const table = ownerType === 'customer_contract' ? customerContracts : installerContracts;
      const query = ex.select({ id: table.id }).from(table).where(eq(table.id, ownerId)).limit(1);
      const [row] = lock ? await query.for('share') : await query;
      if (!row) throw ownerNotFound();
      return;
    }
  }
}

/** Validates the form fields that came before the file part; 400 with one entry per field. */
function parseUploadFields(fields: Record<string, string>): FileUploadFields {
  const parsed = fileUploadFields.safeParse(fields);
  if (!parsed.success) {
    throw new ApiError(
      400,
      'validation_error',
      parsed.error.issues.flatMap((issue) => {
        const keys =
          issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? 'body')];
        return keys.map((field) => ({ field, code: issue.code, message: issue.message }));
      }),
    );
  }
  const allowed = fileKindsByOwner[parsed.data.owner_type];
  if (!allowed.includes(parsed.data.kind)) {
    throw new ApiError(400, 'validation_error', [
      {
        field: 'kind',
        code: 'kind_not_allowed',
        message: `A ${parsed.data.owner_type} takes files of kind ${allowed.join(', ')}.`,
      },
    ]);
  }
  return parsed.data;
}

/** A refused multipart request (a parser limit, a malformed body) as the answer a caller can act on. */
function multipartRefusal(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = isRecord(error) && typeof error.code === 'string' ? error.code : '';
  if (code === 'FST_FILES_LIMIT') {
    return new ApiError(400, 'validation_error', [
      { field: 'file', code: 'too_many_files', message: 'Send exactly one file.' },
    ]);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ApiError(400, 'validation_error', [
      {
        field: 'body',
        code: 'too_many_parts',
        message: 'Send owner_type, owner_id, kind and file.',
      },
    ]);
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(413, 'payload_too_large', [
      { field: 'file', code: 'file_too_large', message: 'The file is too large.' },
    ]);
  }
  // A body that ends early or breaks the multipart grammar is the client's fault as well.
  return new ApiError(400, 'validation_error', [
    { field: 'body', code: 'invalid_multipart', message: 'The multipart body is malformed.' },
  ]);
}

/** What a parsed upload request holds: its fields and the received file. */
interface ParsedUpload {
  fields: FileUploadFields;
  upload: ReceivedUpload;
  filename: string | undefined;
}

/**
 * Reads `owner_type`, `owner_id`, `kind` and then one `file` part. The owner is checked before any byte of
 * the file is kept; every refusal still reads the request to its end, and leaves nothing on disk.
 */
async function readUpload(request: FastifyRequest, actor: Actor): Promise<ParsedUpload> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', [
      { field: 'body', code: 'multipart_required', message: 'Send multipart/form-data.' },
    ]);
  }
  const { db, config } = request.server.deps;
  const raw: Record<string, string> = {};
  let received: ParsedUpload | undefined;
  let refusal: ApiError | undefined;
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'field') {
        if (received || part.fieldname in raw || part.valueTruncated) {
          refusal ??= new ApiError(400, 'validation_error', [
            {
              field: part.fieldname,
              code: 'invalid',
              message: 'Send each field once, short, and before the file.',
            },
          ]);
        }
        raw[part.fieldname] = String(part.value);
        continue;
      }
      if (refusal || received || part.fieldname !== 'file') {
        await drain(part.file);
        refusal ??= new ApiError(400, 'validation_error', [
          { field: part.fieldname, code: 'invalid', message: 'Send one file, named file.' },
        ]);
        continue;
      }
      try {
        const fields = parseUploadFields(raw);
        await checkOwner(db, actor, fields.owner_type, fields.owner_id, 'upload', false);
        const upload = await receiveUpload(part.file, fields.kind, config.dataDir);
        received = { fields, upload, filename: part.filename };
      } catch (error) {
        await drain(part.file);
        refusal = error instanceof ApiError ? error : multipartRefusal(error);
      }
    }
  } catch (error) {
    refusal ??= multipartRefusal(error);
  }
  if (refusal) {
    if (received) await removeTemp(received.upload);
    throw refusal;
  }
  if (!received) {
    // Field errors first: they say more than the missing file.
    parseUploadFields(raw);
    throw new ApiError(400, 'validation_error', [
      { field: 'file', code: 'required', message: 'Send the file as the part named file.' },
    ]);
  }
  return received;
}

/**
 * Counts an upload of the user (docs/api.md#files); over the limit → 429 with `Retry-After`, after the
 * body is read to its end so that the client sees the answer rather than a broken connection.
 */
async function throttleUploads(request: FastifyRequest, actor: Actor): Promise<void> {
  const { db, clock } = request.server.deps;
  const refused = await checkUploadRateLimit(db, actor.id, clock.now());
  if (!refused) return;
  await drain(request.raw);
  throw new ApiError(429, 'too_many_requests', [], {
    headers: { 'retry-after': String(refused.retryAfterSeconds) },
  });
}

/** Removes the temp file of an upload that will not be kept. */
async function removeTemp(upload: ReceivedUpload): Promise<void> {
  await rm(upload.tempPath, { force: true });
}

/** Takes the transaction-scoped lock of some bytes: uploads and deletes of the same bytes take turns. */
async function lockBlob(tx: Tx, sha256: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${blobLockKey(sha256)}::bigint)`);
}

/** How many rows hold these bytes. */
async function rowsWithBlob(ex: Executor, sha256: string): Promise<number> {
  const [row] = await ex
    .select({ count: sql<number>`count(*)::int` })
    .from(files)
    .where(eq(files.sha256, sha256));
  return Number(row?.count ?? 0);
}

/**
 * Deletes the files of owners being deleted (rows, audit entries, and the bytes no other row holds), so a
 * deleted park, toy, finding or contract leaves no orphan behind. Call it as the last step of the owner's
 * delete transaction: the bytes go only when nothing can roll back after it.
 */
export async function deleteOwnedFiles(
  tx: Tx,
  request: FastifyRequest,
  ownerType: FileOwnerType,
  ownerIds: number[] | SQL,
): Promise<void> {
  if (Array.isArray(ownerIds) && ownerIds.length === 0) return;
  const owned = await tx
    .select()
    .from(files)
    .where(and(eq(files.owner_type, ownerType), inArray(files.owner_id, ownerIds)));
  const now = request.server.deps.clock.now();
  for (const row of owned) {
    await lockBlob(tx, row.sha256);
    await tx.delete(files).where(eq(files.id, row.id));
    await recordChange(tx, request, now, {
      entity: 'file',
      entityId: row.id,
      action: 'delete',
      changes: snapshot(row),
    });
  }
  for (const sha256 of new Set(owned.map((row) => row.sha256))) {
    if ((await rowsWithBlob(tx, sha256)) === 0) {
      await removeBlob(request.server.deps.files, sha256);
    }
  }
}

/** Whether `If-None-Match` names this ETag (or `*`). */
function ifNoneMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const raw = Array.isArray(header) ? header.join(',') : header;
  return raw
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** `files/`: upload (multipart), list, metadata, content and delete (docs/api.md#files). */
export const filesPlugin: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only here: every other route of the app takes JSON alone.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
  await app.register(resourcePlugin(filesResource));

  const onRequest = accessHooks(false);
  const tags = ['files'];
  const security = [{ token: [] }];

  app.post(
    '/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Upload a file (multipart/form-data: owner_type, owner_id, kind, then the part `file`)',
        response: {
          201: fileItem,
          ...errorResponses,
          413: errorBody,
          415: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { db, clock, files: store, photoWork } = request.server.deps;
      await throttleUploads(request, actor);
      const received = await readUpload(request, actor);
      const { fields, filename } = received;
      // The image work (seconds for a large photo) runs before the transaction and in turns, so the
      // database and the other requests never wait for it; a full queue is a 503 with Retry-After.
      let photo: PreparedPhoto | undefined;
      if (fields.kind === 'photo') {
        photo = await photoWork
          .run(() => preparePhoto(received.upload))
          .catch(async (error: unknown) => {
            await removeTemp(received.upload);
            throw error;
          });
      }
      const upload = photo?.upload ?? received.upload;
      const now = clock.now();
      let created = false;
      try {
        const id = await inTransaction(request, async (tx) => {
          await checkOwner(tx, actor, fields.owner_type, fields.owner_id, 'upload', true);
          await lockBlob(tx, upload.sha256);
          // Run again after a deadlock, the transaction finds the bytes its first run stored.
          created = (await storeUpload(store, upload)) || created;
          if (photo) await storePhotoVariants(store, upload.sha256, photo.variants);
          const [row] = await tx
            .insert(files)
            .values({
              owner_type: fields.owner_type,
              owner_id: fields.owner_id,
              kind: fields.kind,
              filename: sanitizeFilename(filename, upload.contentType),
              content_type: upload.contentType,
              size: upload.size,
              sha256: upload.sha256,
              created_by: actor.id,
              created_at: now,
              updated_at: now,
            })
            .returning();
          if (!row) throw new Error('insert into files returned no row');
          await recordChange(tx, request, now, {
            entity: 'file',
            entityId: row.id,
            action: 'create',
            changes: snapshot(row),
          });
          return row.id;
        });
        const row = await findVisible(db, filesResource, actor, id);
        if (!row) throw notFound();
        setEtag(reply, Number(row.version));
        reply.header('location', `${request.url.split('?')[0]}${id}/`);
        return reply.code(201).send(fileDto(row));
      } catch (error) {
        await removeTemp(upload);
        if (created) {
          // The row was rolled back: the bytes this call stored go too, unless another row took them.
          await db.transaction(async (tx) => {
            await lockBlob(tx, upload.sha256);
            if ((await rowsWithBlob(tx, upload.sha256)) === 0) {
              await removeBlob(store, upload.sha256);
            }
          });
        }
        throw error;
      }
    },
  );

  app.get(
    '/:id/content/',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "A file's bytes, or a photo's `display` (≤ 1600 px) or `thumb` (≤ 320 px) JPEG size (ETag: its SHA-256 and size; 304 on a matching If-None-Match; one `Range: bytes=…` gives a 206, past the end a 416)",
        params: itemParams,
        querystring: fileContentQuery,
        response: { 200: z.any(), 206: z.any(), 304: z.null(), ...errorResponses, 416: errorBody },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { db, files: store } = request.server.deps;
      const row = await findVisible(db, filesResource, actor, request.params.id);
      if (!row) throw notFound();
      const file = fileDto(row);
      const { variant } = request.query;
      if (variant && !hasVariants(file.content_type)) {
        throw new ApiError(400, 'validation_error', [
          { field: 'variant', code: 'invalid', message: 'Only photos have sizes.' },
        ]);
      }
      const key = variant ? variantKey(file.sha256, variant) : blobKey(file.sha256);
      const stored = variant
        ? await ensurePhotoVariant(store, file.sha256, variant)
        : await store.head(key);
      if (!stored) throw notFound();
      const etag = variant ? `"${file.sha256}-${variant}"` : `"${file.sha256}"`;
      reply.header('etag', etag);
      reply.header('cache-control', 'private, no-cache');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('accept-ranges', 'bytes');
      if (ifNoneMatches(request.headers['if-none-match'], etag)) {
        return reply.code(304).send(null);
      }
      const range = requestedRange(
        request.headers.range,
        [request.headers['if-range']].flat()[0],
        etag,
        stored.size,
      );
      if (range === 'unsatisfiable') throw rangeNotSatisfiable(stored.size);
      // Streamed from the store through the API: its authorization and headers stay the only way in.
      // HEAD answers the headers alone: the bytes are not fetched from the store only to be thrown away.
      const body =
        request.method === 'HEAD'
          ? Readable.from([])
          : await store.get(key, range === 'whole' ? undefined : range);
      // Gone since the check (the last row deleted meanwhile): as missing as before it.
      if (!body) throw notFound();
      if (variant) {
        reply.header('content-type', 'image/jpeg');
        reply.header(
          'content-disposition',
          contentDisposition('inline', `${file.filename.replace(/\.[^.]*$/, '')}-${variant}.jpg`),
        );
      } else {
        const disposition = file.content_type === 'application/pdf' ? 'attachment' : 'inline';
        reply.header('content-type', file.content_type);
        reply.header('content-disposition', contentDisposition(disposition, file.filename));
      }
      if (range === 'whole') {
        reply.header('content-length', String(stored.size));
        return reply.code(200).send(body);
      }
      reply.header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`);
      reply.header('content-length', String(range.end - range.start + 1));
      return reply.code(206).send(body);
    },
  );

  app.delete(
    '/:id/',
    {
      onRequest,
      config: ifMatchOptional,
      schema: {
        tags,
        security,
        summary: 'Delete a file; its bytes go when no other file has them',
        params: itemParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { clock, files: store } = request.server.deps;
      const { id } = request.params;
      const now = clock.now();
      await inTransaction(request, async (tx) => {
        const [existing] = await tx
          .select()
          .from(files)
          .where(and(eq(files.id, id), isAdmin(actor) ? undefined : filesScope(actor)))
          .limit(1)
          .for('update');
        if (!existing) throw notFound();
        const ownerType = existing.owner_type;
        if (!isAdmin(actor) && ownerType !== 'park' && ownerType !== 'toy') throw notFound();
        if (ownerType === 'finding') {
          // A finding already gone leaves an orphan an admin may remove.
          await checkOwner(tx, actor, ownerType, existing.owner_id, 'delete', true).catch(
            (error: unknown) => {
              if (error instanceof ApiError && error.status === 404) return;
              throw error;
            },
          );
        }
        checkIfMatch(request, existing.version);
        await lockBlob(tx, existing.sha256);
        await tx.delete(files).where(eq(files.id, id));
        await recordChange(tx, request, now, {
          entity: 'file',
          entityId: id,
          action: 'delete',
          changes: snapshot(existing),
        });
        // Removed under the lock, as the last step, so an upload of the same bytes waits for the commit.
        if ((await rowsWithBlob(tx, existing.sha256)) === 0) {
          await removeBlob(store, existing.sha256);
        }
      });
      return reply.code(204).send(null);
    },
  );
};
