/**
 * Viewport widths in px where each breakpoint starts; below `md` is mobile
 * (docs/spec/original-specification.md §9).
 */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;
/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;
/** The breakpoint below which the app uses its mobile layout. */
export const mobileBreakpoint: Breakpoint = 'md';
/** Media query for a breakpoint and up. */
export const mediaUp = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;
