/** The longest side of a photo as the phone queues it (the server makes its own sizes from it). */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG quality of a shrunk photo: a 12-megapixel photo becomes a few hundred kB. */
const JPEG_QUALITY = 0.85;

/** The size a photo of `width`×`height` is drawn at: at most {@link PHOTO_MAX_SIDE} on its longest side. */
export function fittedSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * A photo turned upright (its EXIF orientation applied) and scaled to ≤ 1600 px, as a JPEG, before it
 * is queued: a phone's 4000×3000 photo would take long to send on one bar of signal. A file the browser
 * cannot decode is kept as it is (the server then says what is wrong with it).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  try {
    let blob: Blob | null;
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, width, height);
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
    } else {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, width, height);
      blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
      );
    }
    if (!blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
