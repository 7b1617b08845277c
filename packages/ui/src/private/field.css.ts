import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

/** Shared look of every form field: label, description, error and the text box. */

/** The field's wrapper: label, control, description and error stacked. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The field's visible label. */
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
  selectors: {
    '[data-disabled] > &': { color: vars.color.textMuted },
  },
});

/** The asterisk after the label of a required field (the control itself carries aria-required). */
export const requiredMarker = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space.xxs,
  // Drawn by CSS: a symbol, not text to translate, and hidden from assistive technology anyway.
  '::after': { content: '"*"' },
});

/** Help text under the control. */
export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Error message under the control: icon + text, never colour only. */
export const errorText = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.dangerText,
});

/** The icon in front of the error message. */
export const errorIcon = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxs,
});

const boxBase = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlMd,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
} as const;

/**
 * The text box look of a react-aria Input/TextArea: styled on its data-* states
 * ([data-hovered], [data-focused], [data-focus-visible], [data-invalid], [data-disabled]).
 */
export const input = style({
  ...boxBase,
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-visible]': {
      borderColor: vars.color.focusRing,
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    '&[data-invalid]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.danger}`,
    },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-visible]': {
      outlineColor: vars.color.danger,
    },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** A multi-line text box: the {@link input} look, resizable vertically. */
export const textArea = style([
  input,
  { minHeight: `calc(${vars.size.controlMd} * 2)`, resize: 'vertical' },
]);

/**
 * A react-aria Group that looks like {@link input} and holds a bare input plus buttons
 * (password toggle, number steppers). Styled on [data-focus-within], [data-invalid], [data-disabled].
 */
export const inputGroup = style({
  ...boxBase,
  display: 'flex',
  alignItems: 'stretch',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    '&[data-invalid]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.danger}`,
    },
    '&[data-invalid][data-focus-within]': { outlineColor: vars.color.danger },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** The input inside an {@link inputGroup}: no box of its own, the group draws it. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
