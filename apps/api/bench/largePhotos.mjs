// Writes camera-sized JPEGs for bench/photos.ts in a process of its own, so that the memory sharp uses to
// make them is not counted in the server's: `node bench/largePhotos.mjs <dir> <count> <max bytes>`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const [dir, countArgument, maxBytesArgument] = process.argv.slice(2);
const count = Number(countArgument);
const maxBytes = Number(maxBytesArgument);

/** Megapixels of the photo at `index`: 48 to 59 (the server decodes up to 60). */
const megapixelsOf = (index) => 48 + ((index * 11) % 12);

/** A JPEG with real detail (smooth noise, so that it stays under the photo limit). */
async function largePhoto(index) {
  const pixels = megapixelsOf(index) * 1_000_000;
  const width = Math.round(Math.sqrt(pixels * (4 / 3)));
  const height = Math.floor(pixels / width);
  const seedWidth = 320;
  const seedHeight = 240;
  const noise = Buffer.alloc(seedWidth * seedHeight * 3);
  let state = (2_654_435_761 * (index + 1)) >>> 0;
  for (let at = 0; at < noise.length; at++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    noise[at] = state >>> 24;
  }
  for (let quality = 88; quality >= 50; quality -= 8) {
    const bytes = await sharp(noise, { raw: { width: seedWidth, height: seedHeight, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .jpeg({ quality })
      .toBuffer();
    if (bytes.length <= maxBytes) return bytes;
  }
  throw new Error(`photo ${index} does not fit in ${maxBytes} bytes`);
}

for (let index = 0; index < count; index++) {
  await writeFile(path.join(dir, `photo-${index}.jpg`), await largePhoto(index));
}
