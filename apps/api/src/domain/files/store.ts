import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { PhotoVariant } from '@altalena/contracts';
import type { Config, S3FilesConfig } from '../../config';

/** An inclusive byte range of a stored object, as HTTP `Range` names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a store knows of an object without reading it. */
export interface StoredObject {
  size: number;
}

/** Bytes to put: a local file (an upload's temp file, removed once stored) or a buffer. */
export type PutSource = { file: string } | { bytes: Buffer };

/**
 * Where uploaded bytes live (docs/scaling-out.md#files-on-an-object-store): the local `DATA_DIR/files` or an S3 bucket.
 * Keys are content addresses (`blobKey`, `variantKey`); an object is never seen half written.
 */
export interface FileStore {
  /** Which kind of store this is (logs, docs). */
  readonly kind: 'local' | 's3';
  /** Stores bytes under a key, replacing what was there; a source file is gone afterwards. */
  put(key: string, source: PutSource): Promise<void>;
  /** The object's bytes (or a range of them) as a stream; undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The object's size, or undefined when there is no such object. */
  head(key: string): Promise<StoredObject | undefined>;
  /** Removes an object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Fails with a clear message when the store cannot be reached (checked at start). */
  check(): Promise<void>;
  /** Releases the store's connections. */
  close(): void;
}

/** The content address of some bytes: `<sha[0..2]>/<sha256>`. */
export function blobKey(sha256: string): string {
  // The hash comes from our own rows; still, a key is never built from anything but hex.
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha256 hex digest');
  return `${sha256.slice(0, 2)}/${sha256}`;
}

/** Where a size of a photo lives: beside its bytes, `<sha[0..2]>/<sha256>.<variant>.jpg` (photos.ts). */
export function variantKey(sha256: string, variant: PhotoVariant): string {
  return `${blobKey(sha256)}.${variant}.jpg`;
}

/** An object's bytes read whole (photos to resize, to embed in a report); undefined when it is missing. */
export async function readObject(files: FileStore, key: string): Promise<Buffer | undefined> {
  const stream = await files.get(key);
  if (!stream) return undefined;
  return buffer(stream);
}

/** Where uploaded bytes live on the local store: `DATA_DIR/files`. */
export function filesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/**
 * Where uploads are streamed before they are known good: `DATA_DIR/files/tmp`, on the local disk whatever
 * the store (hashing, sniffing and the photo sizes need a file).
 */
export function uploadTempDir(dataDir: string): string {
  return path.join(filesRoot(dataDir), 'tmp');
}

/** A new, unused temp file name in `DATA_DIR/files/tmp` (the directory is created). */
export async function newTempPath(dataDir: string): Promise<string> {
  const directory = uploadTempDir(dataDir);
  await mkdir(directory, { recursive: true });
  return path.join(directory, randomUUID());
}

/** How long an upload temp file stays untouched before a process that shares `DATA_DIR` removes it. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the upload temp files a crash left in `DATA_DIR/files/tmp`. `exclusive` (PGlite: this process
 * holds `DATA_DIR/altalena.lock`): every one of them. Otherwise (PostgreSQL, where several processes may
 * share `DATA_DIR`) only those untouched for `STALE_UPLOAD_MS`: an upload in flight writes its file as
 * the bytes arrive, and the rest of its life (sizes, the store, the row) lasts seconds, not an hour.
 * Returns how many were removed.
 */
export async function sweepUploadTemp(
  dataDir: string,
  options: { exclusive: boolean; now?: number },
): Promise<number> {
  const directory = uploadTempDir(dataDir);
  const names = await readdir(directory).catch((): string[] => []);
  const now = options.now ?? Date.now();
  let removed = 0;
  for (const name of names) {
    const file = path.join(directory, name);
    const info = await lstat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (!options.exclusive && now - info.mtimeMs < STALE_UPLOAD_MS) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

async function sizeOf(file: string): Promise<StoredObject | undefined> {
  return stat(file).then(
    (info) => (info.isFile() ? { size: info.size } : undefined),
    () => undefined,
  );
}

/** The local directory store: `DATA_DIR/files/<key>`, written by rename so readers never see half a file. */
export function localFileStore(dataDir: string): FileStore {
  const root = filesRoot(dataDir);
  const pathOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    kind: 'local',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      if ('file' in source) {
        // The temp file is on the same disk (DATA_DIR/files/tmp): a rename is atomic.
        await rename(source.file, target);
        return;
      }
      const temp = await newTempPath(dataDir);
      try {
        await writeFile(temp, source.bytes, { flag: 'wx' });
        await rename(temp, target);
      } finally {
        await rm(temp, { force: true });
      }
    },
    async get(key, range) {
      const file = pathOf(key);
      if (!(await sizeOf(file))) return undefined;
      const stream = createReadStream(file, range);
      // Gone between the check and the open (a delete of the last row): answered as missing.
      return new Promise((resolve) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', () => resolve(undefined));
      });
    },
    head: (key) => sizeOf(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
    close() {},
  };
}

/** The object store named by `FILES_URL` cannot be reached at start (the message says what to check). */
export class FileStoreUnreachableError extends Error {
  override name = 'FileStoreUnreachableError';
}

/** Whether an S3 error says the object (or bucket) is not there. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound')
  );
}

/** The S3 store: objects `<prefix>/<key>` in one bucket (AWS S3, MinIO, R2, Scaleway, OVH…). */
export function s3FileStore(settings: S3FilesConfig): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: MinIO, R2 and older S3-compatible servers reject the SDK's
    // default trailing checksums on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = settings;
  const keyOf = (key: string) => (settings.prefix ? `${settings.prefix}/${key}` : key);
  return {
    kind: 's3',
    async put(key, source) {
      if ('bytes' in source) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: source.bytes }),
        );
        return;
      }
      const { size } = await stat(source.file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: createReadStream(source.file),
          ContentLength: size,
        }),
      );
      await rm(source.file, { force: true });
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // The SDK's body on Node is an `IncomingMessage`: a Readable.
        const body = answer.Body;
        if (body === undefined || body instanceof Readable) return body;
        throw new Error(`the object store answered ${key} with a body that is no Node stream`);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }),
        );
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there: deleting twice is no error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const reason = isMissing(error)
          ? 'no such bucket'
          : error instanceof Error
            ? error.name === 'Error'
              ? error.message
              : `${error.name}: ${error.message}`
            : String(error);
        throw new FileStoreUnreachableError(
          `FILES_URL s3://${bucket}/${settings.prefix} cannot be reached (${reason}); check the bucket, ` +
            'AWS_ENDPOINT_URL_S3, AWS_REGION and the credentials',
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** The store the configuration names: S3 with `FILES_URL=s3://…`, else `DATA_DIR/files`. */
export function createFileStore(config: Config): FileStore {
  return config.files ? s3FileStore(config.files) : localFileStore(config.dataDir);
}
