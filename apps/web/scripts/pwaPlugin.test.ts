import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports, import-x/no-relative-packages -- the colours the build reads.
import { lightTheme } from '../../../packages/tokens/src/themes/light.ts';
import { PWA_ICONS, renderIcon, START_URL, webAppManifest } from './pwaPlugin.ts';

/** The RGBA of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

/** A `#RRGGBB` colour as opaque RGBA. */
const rgba = (hex: string) =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).concat(255);

describe('the web app manifest', () => {
  it("installs as a standalone app opening on the inspector's day, in the theme's colours", () => {
    expect(webAppManifest).toMatchObject({
      name: 'Altalena',
      short_name: 'Altalena',
      lang: 'it',
      start_url: START_URL,
      scope: '/',
      display: 'standalone',
      theme_color: lightTheme.color.surfaceInverse,
      background_color: lightTheme.color.background,
    });
    expect(START_URL).toBe('/inspections');
    expect(webAppManifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
  });
});

describe('the icons', () => {
  it('are PNGs of their size, drawn in the theme colours', async () => {
    for (const { size, maskable } of PWA_ICONS) {
      const png = await renderIcon(size, maskable);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
  });

  it('fill the square when maskable (the platform cuts the shape), keep round corners otherwise', async () => {
    const tile = rgba(lightTheme.color.surfaceInverse);
    const maskable = await renderIcon(512, true);
    const rounded = await renderIcon(512, false);
    expect(await pixel(maskable, 0, 0)).toEqual(tile);
    expect((await pixel(rounded, 0, 0))[3]).toBe(0);
    // The gold frame's apex, on both.
    const gold = rgba(lightTheme.color.primary);
    expect(await pixel(rounded, 256, 112)).toEqual(gold);
    expect(await pixel(maskable, 256, 148)).toEqual(gold);
  });
});
