// The app's icon for the web app manifest, drawn from the theme's colours (packages/tokens): the swing
// frame of the favicon, gold on the dark grey of the app bar. Rasterised to PNG by scripts/pwaPlugin.ts.

/** The theme colours the icon is drawn with. */
export interface IconColors {
  /** The tile behind the mark. */
  tile: string;
  /** The frame (brand gold). */
  frame: string;
  /** The seat and chains. */
  swing: string;
}

/** Options of {@link appIconSvg}. */
export interface AppIconOptions {
  /**
   * A maskable icon (the platform cuts its own shape): the tile fills the square and the mark keeps to the
   * middle 80 %, the safe zone of the web app manifest specification.
   */
  maskable?: boolean;
}

/** The icon as SVG on a 32-unit grid (the favicon's), for any pixel size. */
export function appIconSvg(colors: IconColors, { maskable = false }: AppIconOptions = {}): string {
  // The mark spans 20 of 32 units: scaled to 0.75 it stays inside the maskable safe zone (80 %).
  const mark = maskable ? 'translate(4 4) scale(0.75)' : '';
  const tile = maskable
    ? `<rect width="32" height="32" fill="${colors.tile}"/>`
    : `<rect width="32" height="32" rx="6" fill="${colors.tile}"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    tile,
    `<g transform="${mark}">`,
    `<path d="M7 26 16 6l9 20" fill="none" stroke="${colors.frame}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M13 14v7m6-7v7m-7.5 0h9" fill="none" stroke="${colors.swing}" stroke-width="2" stroke-linecap="round"/>`,
    '</g>',
    '</svg>',
  ].join('');
}
