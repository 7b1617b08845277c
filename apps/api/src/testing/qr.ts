import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * The texts of the QR codes drawn as images in a PDF, in page order: `pdfimages` (poppler-utils) takes
 * the images out, sharp reads their pixels, jsQR decodes them as a phone would.
 */
export async function qrCodesInPdf(pdf: Buffer): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'altalena-qr-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdfimages', ['-png', path.join(dir, 'in.pdf'), path.join(dir, 'img')]);
    const images = readdirSync(dir)
      .filter((name) => name.startsWith('img'))
      .sort();
    const texts: string[] = [];
    for (const name of images) {
      const { data, info } = await sharp(readFileSync(path.join(dir, name)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      if (code) texts.push(code.data);
    }
    return texts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
