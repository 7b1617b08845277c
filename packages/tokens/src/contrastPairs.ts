import { contrastRatio } from './contrast';
import type { ThemeColors } from './themes/types';

/** The name of a colour token of the theme contract. */
export type ColorToken = keyof ThemeColors;

/** A foreground/background pair the UI actually uses, with its WCAG AA minimum. */
export interface ContrastPair {
  fg: ColorToken;
  bg: ColorToken;
  /** 4.5 for text, 3 for UI parts and large graphics (WCAG 1.4.3 / 1.4.11). */
  min: 3 | 4.5;
  /** Where the UI puts this pair. */
  usage: string;
}

/** A {@link ContrastPair} measured in one theme. */
export interface ContrastResult extends ContrastPair {
  fgValue: string;
  bgValue: string;
  ratio: number;
  pass: boolean;
}

const text = (fg: ColorToken, bgs: ColorToken[], usage: string): ContrastPair[] =>
  bgs.map((bg) => ({ fg, bg, min: 4.5, usage }));
const ui = (fg: ColorToken, bgs: ColorToken[], usage: string): ContrastPair[] =>
  bgs.map((bg) => ({ fg, bg, min: 3, usage }));

const pageSurfaces: ColorToken[] = ['background', 'surface', 'surfaceRaised'];

/** Every text/background and control/background pair of the UI; both themes must meet each minimum. */
export const contrastPairs: readonly ContrastPair[] = [
  ...text('text', [...pageSurfaces, 'surfaceSunken'], 'Body text'),
  ...text('textMuted', pageSurfaces, 'Secondary text, descriptions, placeholders'),
  ...text('textInverse', ['surfaceInverse'], 'Top bar and side navigation text'),
  ...text('textInverseMuted', ['surfaceInverse'], 'Muted text in the top bar and side navigation'),
  ...text('primary', ['surfaceInverse'], 'Active navigation item on the inverse surface'),
  ...text('onPrimary', ['primary', 'primaryHover'], 'Primary button label'),
  ...text('primaryText', pageSurfaces, 'Gold text: selected tabs, active links'),
  ...text('onSecondary', ['secondary', 'secondaryHover'], 'Secondary button label'),
  ...text('onAccent', ['accent', 'accentHover'], 'Accent fill label'),
  ...text('accentText', pageSurfaces, 'Links'),
  ...text('onDanger', ['danger', 'dangerHover'], 'Danger button label'),
  ...text('onWarning', ['warning'], 'Warning badge label'),
  ...text('onSuccess', ['success'], 'Success badge label'),
  ...text('onInfo', ['info'], 'Info badge label'),
  ...text(
    'dangerText',
    ['background', 'surface', 'dangerSurface'],
    'Error messages, danger alerts',
  ),
  ...text('warningText', ['background', 'surface', 'warningSurface'], 'Warning alerts'),
  ...text('successText', ['background', 'surface', 'successSurface'], 'Success alerts and toasts'),
  ...text('infoText', ['background', 'surface', 'infoSurface'], 'Info alerts'),
  ...text('onRiskVeryHigh', ['riskVeryHigh'], 'Risk badge: very high'),
  ...text('onRiskHigh', ['riskHigh'], 'Risk badge: high'),
  ...text('onRiskMedium', ['riskMedium'], 'Risk badge: medium'),
  ...text('onRiskLow', ['riskLow'], 'Risk badge: low'),
  ...ui('borderStrong', pageSurfaces, 'Input and control borders'),
  ...ui('focusRing', ['background', 'surface', 'surfaceRaised'], 'Focus ring'),
  ...ui('focusRingInverse', ['surfaceInverse'], 'Focus ring in the top bar and side navigation'),
  ...ui('primaryBorder', ['background', 'surface'], 'Edge of a primary button against the page'),
  ...ui('danger', ['background', 'surface'], 'Danger button fill, invalid field border'),
  ...ui('accent', ['background', 'surface'], 'Checked checkbox, switch and radio fill'),
];

/** Measures every {@link contrastPairs} entry against one theme's colours. */
export function evaluateContrast(
  colors: ThemeColors,
  pairs: readonly ContrastPair[] = contrastPairs,
): ContrastResult[] {
  return pairs.map((pair) => {
    const fgValue = colors[pair.fg];
    const bgValue = colors[pair.bg];
    const ratio = contrastRatio(fgValue, bgValue);
    return { ...pair, fgValue, bgValue, ratio, pass: ratio >= pair.min };
  });
}
