import { createThemeContract } from '@vanilla-extract/css';

/** The one theme contract: every colour is named by its role, never by its hue. */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    background: null,
    /** Cards, panels, inputs. */
    surface: null,
    /** Raised or alternate surface: table stripes, hovered rows, menus. */
    surfaceRaised: null,
    /** Sunken surface: skeletons, disabled inputs, code. */
    surfaceSunken: null,
    /** Main text on background/surface. */
    text: null,
    /** Secondary text on background/surface. */
    textMuted: null,
    /** Text on the inverse surface (app bar, tooltips). */
    textInverse: null,
    /** The inverse surface: top bar, side navigation. */
    surfaceInverse: null,
    /** Muted text on the inverse surface. */
    textInverseMuted: null,
    /** Hairline borders and dividers (decorative). */
    border: null,
    /** Borders of inputs and controls (3:1 against surface). */
    borderStrong: null,
    /** Focus ring (3:1 against background and surface). */
    focusRing: null,
    /** Focus ring on the inverse surface (3:1 against surfaceInverse). */
    focusRingInverse: null,
    /** Brand colour (gold): primary buttons, active navigation. */
    primary: null,
    primaryHover: null,
    /** Text/icons on primary. */
    onPrimary: null,
    /** Primary used as text/icon on surface (links, selected tabs). */
    primaryText: null,
    /**
     * Edge of a primary fill (button border) with 3:1 against background and surface: the binding
     * gold of the light theme is only 1.9:1 against its binding background.
     */
    primaryBorder: null,
    /** Secondary brand colour (grey). */
    secondary: null,
    secondaryHover: null,
    onSecondary: null,
    /** Accent (blue): links and highlights. */
    accent: null,
    accentHover: null,
    onAccent: null,
    /** Accent used as text on surface. */
    accentText: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    dangerText: null,
    dangerSurface: null,
    warning: null,
    onWarning: null,
    warningText: null,
    warningSurface: null,
    success: null,
    onSuccess: null,
    successText: null,
    successSurface: null,
    info: null,
    onInfo: null,
    infoText: null,
    infoSurface: null,
    /** EN 1176-7 risk levels: fill and text on that fill. */
    riskVeryHigh: null,
    onRiskVeryHigh: null,
    riskHigh: null,
    onRiskHigh: null,
    riskMedium: null,
    onRiskMedium: null,
    riskLow: null,
    onRiskLow: null,
    /** Backdrop behind dialogs and drawers. */
    overlay: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  shadow: { none: null, sm: null, md: null, lg: null },
  borderWidth: { thin: null, thick: null, focus: null },
  zIndex: { base: null, sticky: null, drawer: null, overlay: null, modal: null, toast: null },
  motion: {
    durationFast: null,
    durationNormal: null,
    durationSlow: null,
    easing: null,
  },
  size: {
    /** Minimum target size of controls. */
    controlSm: null,
    controlMd: null,
    controlLg: null,
    icon: null,
    sidebar: null,
    topBar: null,
    contentMax: null,
    formMax: null,
    authCard: null,
    /** Edge of a photo thumbnail in lists and galleries. */
    thumbnail: null,
    /** Height of a map on a screen. */
    map: null,
  },
});

/** The shape a theme fills in. */
export type ThemeTokens = typeof vars;
