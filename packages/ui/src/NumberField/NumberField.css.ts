import { vars } from '@altalena/tokens';
import { style } from '@vanilla-extract/css';

export const numberField = style({ width: '100%' });

/** Numbers read right-aligned would move as you type; keep them start-aligned but tabular. */
export const numberInput = style({ fontVariantNumeric: 'tabular-nums' });

/** The − and + steppers inside the box, separated from the text by a hairline. */
export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.focus} * -1)`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
