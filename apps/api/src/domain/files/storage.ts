import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FileContentType, FileKind } from '@altalena/contracts';
import { fileMaxBytes, fileTypesByKind, photoVariants } from '@altalena/contracts';
import { ApiError } from '../../http/errors';
import { blobKey, newTempPath, variantKey, type FileStore } from './store';
import { BIDI_CONTROL_CLASS } from '../../http/text';

/** How many leading bytes the type sniffer needs (WebP: `RIFF` + size + `WEBP`). */
const SNIFF_BYTES = 12;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The content type the first bytes of a file show, or undefined when none we accept. */
export function sniffContentType(head: Buffer): FileContentType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

/** A database advisory-lock key for some bytes, so uploads and deletes of the same bytes take turns. */
export function blobLockKey(sha256: string): string {
  return BigInt(`0x${sha256.slice(0, 15)}`).toString();
}

/** Characters never kept in a stored filename: controls and bidirectional controls. */
const UNSAFE_FILENAME_CHARS = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f${BIDI_CONTROL_CLASS}]`,
  'g',
);

const extensionOf: Record<FileContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The filename kept for an upload: its base name without control characters, at most 255 characters. */
export function sanitizeFilename(raw: string | undefined, contentType: FileContentType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_FILENAME_CHARS, '').trim();
  const limited = Array.from(clean).slice(0, 255).join('');
  if (limited === '' || limited === '.' || limited === '..')
    return `file.${extensionOf[contentType]}`;
  return limited;
}

/** `Content-Disposition` with an ASCII fallback and the exact name as RFC 6266 / 5987 `filename*`. */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** What a request's `Range` asks of an object of `size` bytes: all of it, one range, or nothing it has. */
export type RangeRequest = { start: number; end: number } | 'whole' | 'unsatisfiable';

/**
 * Reads `Range: bytes=a-b` (also `a-` and the suffix `-n`) against an object of `size` bytes (RFC 9110
 * §14.2). A header that is not one byte range, or an `If-Range` that names another ETag, asks for the whole
 * object; a range that starts past the end cannot be satisfied (416).
 */
export function requestedRange(
  range: string | undefined,
  ifRange: string | undefined,
  etag: string,
  size: number,
): RangeRequest {
  if (range === undefined) return 'whole';
  if (ifRange !== undefined && ifRange.trim() !== etag) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  if (match[1] === '') {
    // The last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** The 416 of a range that starts past the end of the bytes, with the size in `Content-Range`. */
export function rangeNotSatisfiable(size: number): ApiError {
  return new ApiError(
    416,
    'range_not_satisfiable',
    [{ field: 'range', code: 'invalid', message: `The file has ${size} bytes.` }],
    { headers: { 'content-range': `bytes */${size}` } },
  );
}

/** An upload streamed to a temp file and checked: its bytes are hashed, sized and typed. */
export interface ReceivedUpload {
  tempPath: string;
  sha256: string;
  size: number;
  contentType: FileContentType;
}

/** The 413 of a file over its kind's limit. */
export function tooLarge(kind: FileKind): ApiError {
  const megabytes = fileMaxBytes[kind] / (1024 * 1024);
  return new ApiError(413, 'payload_too_large', [
    {
      field: 'file',
      code: 'file_too_large',
      message: `A ${kind} may have at most ${megabytes} MB.`,
    },
  ]);
}

/** The 415 of bytes that are not of a type the kind accepts. */
export function unsupportedType(kind: FileKind): ApiError {
  return new ApiError(415, 'unsupported_media_type', [
    {
      field: 'file',
      code: 'unsupported_media_type',
      message: `A ${kind} must be ${fileTypesByKind[kind].join(', ')}.`,
    },
  ]);
}

/** Reads a stream to its end, discarding the bytes (so the request is consumed before the answer). */
export async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream).catch(() => undefined);
}

/**
 * Streams a file part to `DATA_DIR/files/tmp` (local whatever the store) while hashing it. The type is sniffed from the first bytes
 * (415 when the kind does not accept it), the size checked against the kind's limit and the parser's
 * truncation (413). On a refusal the rest is drained and nothing stays on disk.
 */
export async function receiveUpload(
  stream: Readable & { truncated?: boolean },
  kind: FileKind,
  dataDir: string,
): Promise<ReceivedUpload> {
  const tempPath = await newTempPath(dataDir);
  const out = createWriteStream(tempPath, { flags: 'wx' });
  const hash = createHash('sha256');
  const limit = fileMaxBytes[kind];
  let head = Buffer.alloc(0);
  let size = 0;
  let contentType: FileContentType | undefined;
  let refusal: ApiError | undefined;
  try {
    // A Readable iterates as `any`; a file part has no encoding set, so its chunks are Buffers.
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (refusal) continue;
      if (size > limit) {
        refusal = tooLarge(kind);
        continue;
      }
      if (!contentType && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) {
          contentType = sniffContentType(head);
          if (!contentType || !fileTypesByKind[kind].includes(contentType)) {
            refusal = unsupportedType(kind);
            continue;
          }
        }
      }
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (!refusal && stream.truncated) refusal = tooLarge(kind);
    if (!refusal && !contentType) {
      // Shorter than the sniff window: judge what there is.
      contentType = sniffContentType(head);
      if (!contentType || !fileTypesByKind[kind].includes(contentType)) {
        refusal = unsupportedType(kind);
      }
    }
    out.end();
    await finished(out);
    if (refusal) throw refusal;
    return { tempPath, sha256: hash.digest('hex'), size, contentType: contentType! };
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
}

/**
 * Puts a received upload at its content address in the store; when the same bytes are already stored the
 * temp file is simply removed. Returns whether this call created the stored object.
 */
export async function storeUpload(files: FileStore, upload: ReceivedUpload): Promise<boolean> {
  const key = blobKey(upload.sha256);
  if (await files.head(key)) {
    await rm(upload.tempPath, { force: true });
    return false;
  }
  await files.put(key, { file: upload.tempPath });
  return true;
}

/** Removes stored bytes and the sizes kept beside them (no error when they are already gone). */
export async function removeBlob(files: FileStore, sha256: string): Promise<void> {
  await files.delete(blobKey(sha256));
  for (const variant of photoVariants) {
    await files.delete(variantKey(sha256, variant));
  }
}
