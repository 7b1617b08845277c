import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFailureMessage } from '../../runtime';
import { startTestS3, type TestS3 } from '../../testing/s3';
import {
  blobKey,
  createFileStore,
  FileStoreUnreachableError,
  newTempPath,
  readObject,
  STALE_UPLOAD_MS,
  sweepUploadTemp,
  uploadTempDir,
  variantKey,
  type FileStore,
} from './store';

let s3: TestS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'altalena-store-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('latin1');
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(['local', 's3'] as const)('the %s file store', (kind) => {
  let store: FileStore;

  beforeAll(() => {
    const env = kind === 's3' ? s3.env('store-test') : {};
    store = createFileStore(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }));
  });
  afterAll(() => store?.close());

  it('is the store the configuration names, and reachable', async () => {
    expect(store.kind).toBe(kind);
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('puts from a temp file (which is gone afterwards) and from bytes, and reads them back whole and in ranges', async () => {
    const sha = digest(`${kind}-file`);
    const temp = await newTempPath(dataDir);
    await writeFile(temp, '0123456789');
    await store.put(blobKey(sha), { file: temp });
    expect(existsSync(temp)).toBe(false);
    expect(await store.head(blobKey(sha))).toEqual({ size: 10 });
    expect(await text(await store.get(blobKey(sha)))).toBe('0123456789');
    expect(await text(await store.get(blobKey(sha), { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await store.get(blobKey(sha), { start: 9, end: 9 }))).toBe('9');

    await store.put(variantKey(sha, 'thumb'), { bytes: Buffer.from('small') });
    expect((await readObject(store, variantKey(sha, 'thumb')))?.toString()).toBe('small');
    // Nothing of a put from bytes stays among the upload temp files.
    expect(await readdir(uploadTempDir(dataDir)).catch(() => [])).toEqual([]);
  });

  it('answers a missing object as missing, and deletes without an error when it is gone', async () => {
    const sha = digest(`${kind}-missing`);
    expect(await store.head(blobKey(sha))).toBeUndefined();
    expect(await store.get(blobKey(sha))).toBeUndefined();
    expect(await store.get(blobKey(sha), { start: 0, end: 1 })).toBeUndefined();
    expect(await readObject(store, blobKey(sha))).toBeUndefined();

    await store.put(blobKey(sha), { bytes: Buffer.from('here') });
    await store.delete(blobKey(sha));
    expect(await store.head(blobKey(sha))).toBeUndefined();
    await expect(store.delete(blobKey(sha))).resolves.toBeUndefined();
  });
});

describe('content addresses', () => {
  it('are <sha[0..2]>/<sha256> and <sha256>.<variant>.jpg beside it, from hex digests only', () => {
    const sha = digest('x');
    expect(blobKey(sha)).toBe(`${sha.slice(0, 2)}/${sha}`);
    expect(variantKey(sha, 'display')).toBe(`${sha.slice(0, 2)}/${sha}.display.jpg`);
    expect(() => blobKey('../../etc/passwd')).toThrow();
  });
});

describe('an unreachable bucket', () => {
  it('stops the start with a message naming FILES_URL, without a stack trace', async () => {
    const store = createFileStore(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ...s3.env(''),
        FILES_URL: 's3://no-such-bucket',
      }),
    );
    try {
      const error = await store.check().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FileStoreUnreachableError);
      expect(startFailureMessage(error)).toMatch(
        /^FILES_URL s3:\/\/no-such-bucket\/ cannot be reached \(no such bucket\)/,
      );
      expect(startFailureMessage(error)).not.toMatch(/\n\s+at /);
    } finally {
      store.close();
    }
  });
});

describe('upload temp files left by a crash', () => {
  it('all go when this process alone uses DATA_DIR; with others sharing it only those untouched for an hour', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'altalena-sweep-'));
    try {
      const directory = uploadTempDir(root);
      await mkdir(directory, { recursive: true });
      const now = Date.now();
      const stale = path.join(directory, 'stale');
      const inFlight = path.join(directory, 'in-flight');
      await writeFile(stale, 'half an upload');
      await writeFile(inFlight, 'an upload still arriving');
      const past = new Date(now - STALE_UPLOAD_MS - 60_000);
      await utimes(stale, past, past);
      // A stored file is never touched: only the temp folder is swept.
      const stored = path.join(root, 'files', 'ab', 'kept');
      await mkdir(path.dirname(stored), { recursive: true });
      await writeFile(stored, 'kept');
      await utimes(stored, past, past);

      expect(await sweepUploadTemp(root, { exclusive: false, now })).toBe(1);
      expect(existsSync(stale)).toBe(false);
      expect(await readFile(inFlight, 'utf8')).toBe('an upload still arriving');

      expect(await sweepUploadTemp(root, { exclusive: true, now })).toBe(1);
      expect(existsSync(inFlight)).toBe(false);
      expect(await readFile(stored, 'utf8')).toBe('kept');
      // No temp folder yet (a fresh DATA_DIR): nothing to do.
      expect(await sweepUploadTemp(path.join(root, 'fresh'), { exclusive: true })).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
