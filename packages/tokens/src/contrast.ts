/** An sRGB colour as 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb`; throws on anything else (contrast of translucent colours is undefined). */
export function parseHex(color: string): Rgb {
  const match = hexPattern.exec(color.trim());
  if (!match?.[1]) throw new TypeError(`Not a #rgb or #rrggbb colour: ${color}`);
  const digits = match[1];
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

const linearize = (channel: number): number => {
  const c = channel / 255;
  // WCAG 2.x threshold; 0.03928 vs the sRGB 0.04045 makes no difference for 8-bit channels.
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance (0 = black, 1 = white) of a hex colour. */
export function relativeLuminance(color: string): number {
  const { r, g, b } = parseHex(color);
  return 0.2126 * linearize(r) + 0.7152 * linearize(g) + 0.0722 * linearize(b);
}

/** WCAG 2.x contrast ratio (1–21) between two hex colours; the order of the arguments does not matter. */
export function contrastRatio(fg: string, bg: string): number {
  const a = relativeLuminance(fg);
  const b = relativeLuminance(bg);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}
