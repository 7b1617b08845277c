import { contrastRatio, parseHex, relativeLuminance } from './contrast';
import { contrastPairs, evaluateContrast, type ColorToken } from './contrastPairs';
import { darkTheme } from './themes/dark';
import { lightTheme } from './themes/light';

describe('contrastRatio', () => {
  it('gives the known WCAG values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('does not depend on the order of its arguments', () => {
    expect(contrastRatio('#fff', '#374791')).toBe(contrastRatio('#374791', '#fff'));
  });

  it('computes relative luminance at the ends of the scale', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => parseHex('rgb(0 0 0 / 0.5)')).toThrow(TypeError);
    expect(() => parseHex('#12345')).toThrow(TypeError);
    expect(parseHex('#E6AF0B')).toEqual({ r: 230, g: 175, b: 11 });
  });
});

describe('theme colours bound by the specification (docs/spec/original-specification.md §9)', () => {
  it('keeps the light brand colours', () => {
    expect(lightTheme.color).toMatchObject({
      primary: '#E6AF0B',
      secondary: '#424242',
      accent: '#374791',
      background: '#F7F7F7',
    });
  });

  it('keeps the dark brand colours', () => {
    expect(darkTheme.color).toMatchObject({ primary: '#E6AF0B', background: '#121212' });
  });
});

describe('contrastPairs', () => {
  it('covers every on* token with its own fill', () => {
    const onTokens = Object.keys(lightTheme.color).filter((k) => /^on[A-Z]/.test(k));
    for (const on of onTokens) {
      const fill = (on.charAt(2).toLowerCase() + on.slice(3)) as ColorToken;
      expect(contrastPairs).toContainEqual(expect.objectContaining({ fg: on, bg: fill }));
    }
  });

  it('declares only text (4.5) and UI (3) minimums, each pair once', () => {
    const keys = contrastPairs.map((p) => `${p.fg}/${p.bg}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const pair of contrastPairs) expect([3, 4.5]).toContain(pair.min);
  });

  it('fails a pair that is below its minimum', () => {
    const [result] = evaluateContrast({ ...lightTheme.color, text: '#AAAAAA' }, [
      { fg: 'text', bg: 'surface', min: 4.5, usage: 'test' },
    ]);
    expect(result?.pass).toBe(false);
  });
});

describe.each([
  ['light', lightTheme.color],
  ['dark', darkTheme.color],
] as const)('%s theme', (_name, colors) => {
  it.each(evaluateContrast(colors).map((r) => [`${r.fg} on ${r.bg}`, r] as const))(
    '%s reaches its WCAG AA minimum',
    (_label, result) => {
      expect(
        result.ratio,
        `${result.fg} ${result.fgValue} on ${result.bg} ${result.bgValue} (${result.usage})`,
      ).toBeGreaterThanOrEqual(result.min);
    },
  );
});
