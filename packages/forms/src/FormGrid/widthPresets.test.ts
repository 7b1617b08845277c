import { breakpoints, mobileBreakpoint, type Breakpoint } from '@altalena/tokens';
import {
  breakpointAt,
  gridBreakpoints,
  gridColumns,
  widthPresetNames,
  widthPresets,
} from './widthPresets';

describe('widthPresets', () => {
  it('has a span for every breakpoint of the tokens, in ascending order of width', () => {
    expect([...gridBreakpoints].sort()).toEqual(Object.keys(breakpoints).sort());
    expect(breakpoints[gridBreakpoints[0]]).toBe(0);
    for (let i = 1; i < gridBreakpoints.length; i++) {
      expect(breakpoints[gridBreakpoints[i]!]).toBeGreaterThan(
        breakpoints[gridBreakpoints[i - 1]!],
      );
    }
    for (const name of widthPresetNames) {
      expect(Object.keys(widthPresets[name]).sort()).toEqual(Object.keys(breakpoints).sort());
    }
  });

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

  it("switches breakpoint exactly at the tokens' widths", () => {
    gridBreakpoints.forEach((bp, i) => {
      expect(breakpointAt(breakpoints[bp], breakpoints)).toBe(bp);
      if (i > 0)
        expect(breakpointAt(breakpoints[bp] - 1, breakpoints)).toBe(gridBreakpoints[i - 1]);
    });
  });

  it('finds the breakpoint of the viewports the layouts are designed for', () => {
    const at = (width: number): Breakpoint => breakpointAt(width, breakpoints);
    expect(at(360)).toBe('xs'); // phone
    expect(at(600)).toBe('sm');
    expect(at(768)).toBe('sm'); // tablet, portrait
    expect(at(1024)).toBe('md'); // tablet landscape, small laptop
    expect(at(1400)).toBe('lg');
    expect(at(2560)).toBe('xl');
    // Below the mobile breakpoint (docs/spec/original-specification.md §9: 'md') a tablet in portrait is
    // mobile, a laptop is not.
    expect(mobileBreakpoint).toBe('md');
    expect(768).toBeLessThan(breakpoints[mobileBreakpoint]);
    expect(1024).toBeGreaterThanOrEqual(breakpoints[mobileBreakpoint]);
  });
});
