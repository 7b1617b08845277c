import type { ThemeValues } from './types';

/** Everything but colour is shared by the light and dark themes. */
export const scale: Omit<ThemeValues, 'color'> = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.5rem',
  },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgb(0 0 0 / 0.12)',
    md: '0 2px 8px rgb(0 0 0 / 0.16)',
    lg: '0 8px 24px rgb(0 0 0 / 0.22)',
  },
  borderWidth: { thin: '1px', thick: '2px', focus: '2px' },
  // Floating surfaces (select lists, combo box and date popovers) open from inside dialogs too, so
  // they stack above the modal layer.
  zIndex: { base: '0', sticky: '100', drawer: '300', modal: '500', overlay: '550', toast: '600' },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    icon: '1.25rem',
    sidebar: '16rem',
    topBar: '3.5rem',
    contentMax: '80rem',
    formMax: '60rem',
    authCard: '26rem',
    thumbnail: '4rem',
    map: '18rem',
  },
};
