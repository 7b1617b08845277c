import sharp from 'sharp';

/** What a generated test photo holds. */
export interface TestPhotoOptions {
  width?: number;
  height?: number;
  /** Picks the colour, so that photos with different seeds have different bytes. */
  seed?: number;
  /** An EXIF orientation (6: the camera was turned a quarter clockwise). */
  orientation?: number;
  /** Writes an EXIF GPS position (Milan), as a phone camera does. */
  location?: boolean;
}

/** The EXIF tag of the GPS IFD pointer (0x8825, type LONG), little-endian as sharp writes it. */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88, 0x04, 0x00]);

/** Whether EXIF bytes carry a GPS position. */
export function hasGpsPosition(exif: Buffer | undefined): boolean {
  return exif !== undefined && exif.includes(GPS_IFD_TAG);
}

/**
 * A real photo drawn by sharp: a left half in one colour and a right half in another, so that a test can
 * tell which way up it is.
 */
export async function testPhoto(
  format: 'jpeg' | 'png' | 'webp',
  { width = 64, height = 32, seed = 0, orientation, location }: TestPhotoOptions = {},
): Promise<Buffer> {
  const left = { r: (seed * 37) % 256, g: 40, b: 200 };
  const right = { r: 250, g: 220, b: (seed * 53) % 256 };
  const half = Math.floor(width / 2);
  const rightHalf = await sharp({
    create: { width: width - half, height, channels: 3, background: right },
  })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: left } }).composite([
    { input: rightHalf, left: half, top: 0 },
  ]);
  image =
    format === 'png' ? image.png() : format === 'webp' ? image.webp({ quality: 90 }) : image.jpeg();
  if (location) {
    image = image.withExif({
      IFD0: { Make: 'Altalena test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 27/1 52/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 24/1',
      },
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}
