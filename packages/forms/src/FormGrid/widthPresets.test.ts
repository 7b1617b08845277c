// The tokens' values; importing @altalena/tokens in Node would load its vanilla-extract styles.
const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 };
import {
  breakpointAt,
  gridBreakpoints,
  gridColumns,
  widthPresetNames,
  widthPresets,
} from './widthPresets';

describe('widthPresets', () => {
  it('spans the whole row on phones (below sm) for every preset, and always for full', () => {
    for (const name of widthPresetNames) expect(widthPresets[name].xs).toBe(gridColumns);
    for (const bp of gridBreakpoints) expect(widthPresets.full[bp]).toBe(gridColumns);
  });

  it('never grows wider at a larger breakpoint and keeps spans within 1..12', () => {
    for (const name of widthPresetNames) {
      const spans = gridBreakpoints.map((bp) => widthPresets[name][bp]);
      for (const span of spans) expect(span >= 1 && span <= gridColumns).toBe(true);
      for (let i = 1; i < spans.length; i++) expect(spans[i]! <= spans[i - 1]!).toBe(true);
    }
  });

  it('orders the presets from narrow to wide from md up', () => {
    for (const bp of ['md', 'lg', 'xl'] as const) {
      const spans = widthPresetNames.map((name) => widthPresets[name][bp]);
      expect([...spans].sort((a, b) => a - b)).toEqual(spans);
      expect(new Set(spans).size).toBe(spans.length);
    }
  });

  it('finds the breakpoint of a viewport width', () => {
    expect(breakpointAt(360, breakpoints)).toBe('xs');
    expect(breakpointAt(600, breakpoints)).toBe('sm');
    expect(breakpointAt(1024, breakpoints)).toBe('md');
    expect(breakpointAt(1400, breakpoints)).toBe('lg');
    expect(breakpointAt(2560, breakpoints)).toBe('xl');
  });
});
