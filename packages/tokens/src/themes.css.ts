import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTheme } from './themes/dark';
import { lightTheme } from './themes/light';

/** Class that applies the light theme (the default). */
export const lightThemeClass = createTheme(vars, lightTheme, 'light');
/** Class that applies the dark theme. */
export const darkThemeClass = createTheme(vars, darkTheme, 'dark');

/** The colour modes (docs/spec/original-specification.md §9: light by default, with a dark variant). */
export const colorModes = ['light', 'dark'] as const;
/** A colour mode. */
export type ColorMode = (typeof colorModes)[number];
/** The class that applies each colour mode's theme. */
export const themeClass: Record<ColorMode, string> = {
  light: lightThemeClass,
  dark: darkThemeClass,
};

// Components time their transitions with vars.motion: zero them where the user asked for less motion.
// Same selectors as the themes and emitted after them, so this wins without !important.
globalStyle(`.${lightThemeClass}, .${darkThemeClass}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion, {
        durationFast: '0ms',
        durationNormal: '0ms',
        durationSlow: '0ms',
        easing: lightTheme.motion.easing,
      }),
    },
  },
});
