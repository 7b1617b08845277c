import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { photoVariants, type PhotoVariant } from '@altalena/contracts';
import sharp from 'sharp';
import { ApiError } from '../../http/errors';
import { type ReceivedUpload } from './storage';
import { blobKey, readObject, variantKey, type FileStore, type StoredObject } from './store';

/** The longest edge of each size kept beside a photo (docs/documents-and-schedules.md#photos). */
export const PHOTO_VARIANT_EDGE: Record<PhotoVariant, number> = { display: 1600, thumb: 320 };

/** JPEG quality of the kept photo and of its sizes: the photo is evidence, the thumbnail a preview. */
const QUALITY = { original: 90, display: 82, thumb: 72 } as const;

/**
 * The largest image decoded, in pixels (a 48-megapixel phone fits; a decompression bomb of a few KB that
 * claims 100 000 × 100 000 does not).
 */
const MAX_INPUT_PIXELS = 60_000_000;

// One libvips thread per image: `PhotoWork` decides how many images are worked on at once, so a 2-core
// server keeps a core for requests.
sharp.concurrency(1);
// No operation cache: an upload's image is never asked for again, and the cache would hold up to 50 MB of
// results and 20 open files that the process does not give back.
sharp.cache(false);

function unreadable(): ApiError {
  return new ApiError(415, 'unsupported_media_type', [
    {
      field: 'file',
      code: 'invalid_image',
      message: 'The photo could not be read as an image.',
    },
  ]);
}

function decoder(input: Buffer | string) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/** A photo made ready to store: its rewritten upload and its sizes, all made before any transaction. */
export interface PreparedPhoto {
  /** The rewritten bytes in a temp file, named by their SHA-256 (the dedupe key). */
  upload: ReceivedUpload;
  /** Each size's JPEG bytes. */
  variants: Record<PhotoVariant, Buffer>;
}

/** The bytes of a received photo rewritten upright (EXIF orientation applied) and without metadata. */
async function uprightBytes(upload: ReceivedUpload): Promise<Buffer> {
  // rotate() without an angle applies the EXIF orientation; sharp writes no metadata unless asked.
  const image = decoder(upload.tempPath).rotate();
  return (
    upload.contentType === 'image/png'
      ? image.png()
      : upload.contentType === 'image/webp'
        ? image.webp({ quality: QUALITY.original })
        : image.jpeg({ quality: QUALITY.original, mozjpeg: true })
  ).toBuffer();
}

/**
 * Rewrites a received photo upright and without metadata (no location, no camera serial), in its own
 * format, and renders its sizes from the rewritten bytes; the upload then names the rewritten bytes, so
 * the same photo sent twice is stored once. Unreadable bytes are a 415 and leave nothing on disk. This is
 * the slow part of an upload: call it through `PhotoWork`, never inside a transaction.
 */
export async function preparePhoto(upload: ReceivedUpload): Promise<PreparedPhoto> {
  let bytes: Buffer;
  let variants: Record<PhotoVariant, Buffer>;
  try {
    bytes = await uprightBytes(upload);
    // Every size `photoVariants` lists, one at a time.
    variants = {
      display: await renderVariant(bytes, 'display'),
      thumb: await renderVariant(bytes, 'thumb'),
    };
  } catch {
    await rm(upload.tempPath, { force: true });
    throw unreadable();
  }
  const tempPath = path.join(path.dirname(upload.tempPath), randomUUID());
  await writeFile(tempPath, bytes, { flag: 'wx' });
  await rm(upload.tempPath, { force: true });
  return {
    upload: {
      tempPath,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      contentType: upload.contentType,
    },
    variants,
  };
}

/** Renders one size of a photo as JPEG (transparency on white), at most `PHOTO_VARIANT_EDGE` a side. */
async function renderVariant(source: Buffer | string, variant: PhotoVariant): Promise<Buffer> {
  const edge = PHOTO_VARIANT_EDGE[variant];
  return decoder(source)
    .rotate()
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .jpeg({ quality: QUALITY[variant], mozjpeg: true })
    .toBuffer();
}

/**
 * Puts the sizes `preparePhoto` rendered into the store beside the stored bytes; sizes already there (the
 * same photo stored before) are kept.
 */
export async function storePhotoVariants(
  files: FileStore,
  sha256: string,
  variants: Record<PhotoVariant, Buffer>,
): Promise<void> {
  for (const variant of photoVariants) {
    const key = variantKey(sha256, variant);
    if (!(await files.head(key))) await files.put(key, { bytes: variants[variant] });
  }
}

/**
 * A size of a photo in the store, rendered now when it is missing (photos stored before sizes were kept);
 * undefined when the photo's own bytes are gone or unreadable.
 */
export async function ensurePhotoVariant(
  files: FileStore,
  sha256: string,
  variant: PhotoVariant,
): Promise<StoredObject | undefined> {
  const key = variantKey(sha256, variant);
  const stored = await files.head(key);
  if (stored) return stored;
  const source = await readObject(files, blobKey(sha256));
  if (!source) return undefined;
  try {
    const bytes = await renderVariant(source, variant);
    await files.put(key, { bytes });
    return { size: bytes.length };
  } catch {
    return undefined;
  }
}

/** Whether a content type is a photo format with sizes. */
export function hasVariants(contentType: string): boolean {
  return contentType.startsWith('image/');
}
