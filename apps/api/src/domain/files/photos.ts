import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  photoVariants,
  type FileContentType,
  type FileKind,
  type PhotoVariant,
} from '@altalena/contracts';
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

// One libvips thread per image: requests are the parallelism, and a 2-core server stays responsive.
sharp.concurrency(1);

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

/**
 * Rewrites a received photo upright (EXIF orientation applied) and without metadata (no location, no
 * camera serial), in its own format; the upload then names the rewritten bytes. Unreadable bytes are a 415.
 */
export async function normalizePhoto(
  upload: ReceivedUpload,
  kind: FileKind,
): Promise<ReceivedUpload> {
  if (kind !== 'photo') return upload;
  let bytes: Buffer;
  try {
    // rotate() without an angle applies the EXIF orientation; sharp writes no metadata unless asked.
    const image = decoder(upload.tempPath).rotate();
    bytes = await (
      upload.contentType === 'image/png'
        ? image.png()
        : upload.contentType === 'image/webp'
          ? image.webp({ quality: QUALITY.original })
          : image.jpeg({ quality: QUALITY.original, mozjpeg: true })
    ).toBuffer();
  } catch {
    await rm(upload.tempPath, { force: true });
    throw unreadable();
  }
  const tempPath = path.join(path.dirname(upload.tempPath), randomUUID());
  await writeFile(tempPath, bytes, { flag: 'wx' });
  await rm(upload.tempPath, { force: true });
  return {
    tempPath,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    contentType: upload.contentType,
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

/** Writes the display size and the thumbnail of stored photo bytes into the store. */
export async function storePhotoVariants(files: FileStore, sha256: string): Promise<void> {
  const source = await readObject(files, blobKey(sha256));
  if (!source) throw new Error(`the stored bytes of ${sha256} are missing`);
  for (const variant of photoVariants) {
    await files.put(variantKey(sha256, variant), { bytes: await renderVariant(source, variant) });
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
export function hasVariants(contentType: FileContentType): boolean {
  return contentType.startsWith('image/');
}
